; Inno Setup 6 script of the patentgame installer for Windows.
;
; installer/build.py runs it after PyInstaller, passing the version and paths:
;   iscc /DAppVersion=0.1.0 /DBundleDir=dist\patentgame /DIconFile=build\icons\patentgame.ico
;        /Odist installer\windows\patentgame.iss
; It installs per user without administrator rights (the user may choose all users instead),
; adds a Start menu entry, an optional desktop icon, the uninstaller, and opens saved games
; (*.patentgame) in the game. The registry keys live under HKA: the current user's classes for a
; per-user install, the machine's for an all-users one.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\patentgame"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\patentgame.ico"
#endif
#define AppName "Patent Game"
#define AppExe "patentgame.exe"
#define DocumentClass "PatentGame.SavedGame"

[Setup]
; The AppId identifies the game across versions: never change it, or upgrades install twice.
AppId={{49575F38-9E69-403A-978D-8D267636F4E6}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=patentgame studio
AppPublisherURL=https://github.com/patentgame/patentgame
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputBaseFilename=patentgame-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "io.github.patentgame.PatentGame"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.patentgame"; ValueType: string; ValueName: ""; ValueData: "{#DocumentClass}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.patentgame\OpenWithProgids"; ValueType: string; ValueName: "{#DocumentClass}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#DocumentClass}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#DocumentClass}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#DocumentClass}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".patentgame"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
