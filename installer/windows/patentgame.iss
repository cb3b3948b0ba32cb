; Inno Setup 6 script of the patentgame installer for Windows.
;
; installer/build.py runs it after PyInstaller, passing the version and paths:
;   iscc /DAppVersion=0.1.0 /DBundleDir=dist\patentgame /DIconFile=build\icons\patentgame.ico
;        /Odist installer\windows\patentgame.iss
; It installs per user without administrator rights (the user may choose all users instead), in
; English, Russian or Polish, adds a Start menu entry, an optional desktop icon and the
; uninstaller, and associates the game's record types: saved games (*.patentgame, every game
; family's) open in the game, and crossword-board records (*.gcg, a format other programs share)
; are offered under "Open with". The registry keys live under HKA: the current user's classes
; for a per-user install, the machine's for an all-users one. The uninstaller asks whether to
; remove the player's saves too (see [Code]). This file is UTF-8 with a byte-order mark, which
; is how Inno Setup knows to read the Russian and Polish texts as UTF-8.

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
#define SavedGameClass "PatentGame.SavedGame"
#define GcgClass "PatentGame.GcgRecord"
; Where the game keeps saves, settings and statistics: patentgame/paths.py asks appdirs for
; user_data_dir("patentgame") and user_config_dir("patentgame"), both %LOCALAPPDATA%\patentgame
; on Windows.
#define UserDataFolder "{localappdata}\patentgame"

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
; The wizard speaks the language of Windows when it is one of ours, and asks otherwise.
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[CustomMessages]
english.SavedGameType=Patent Game saved game
russian.SavedGameType=Сохранённая партия Игры в патенты
polish.SavedGameType=Zapisana partia gry w patenty
english.GcgRecordType=Crossword game record
russian.GcgRecordType=Запись партии кроссвордной игры
polish.GcgRecordType=Zapis partii gry krzyżówkowej
english.RemoveSaves=Also remove your saved games, settings and statistics?%n%nThey are kept in %1. Choose No to keep them for a later installation.
russian.RemoveSaves=Удалить также ваши сохранённые партии, настройки и статистику?%n%nОни хранятся в папке %1. Выберите «Нет», чтобы оставить их для следующей установки.
polish.RemoveSaves=Usunąć także zapisane partie, ustawienia i statystyki?%n%nSą przechowywane w %1. Wybierz „Nie”, aby zachować je na następną instalację.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; AppUserModelID: "io.github.patentgame.patentgame"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Saved games (*.patentgame): the game's own type, opened by a double click.
Root: HKA; Subkey: "Software\Classes\.patentgame"; ValueType: string; ValueName: ""; ValueData: "{#SavedGameClass}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.patentgame\OpenWithProgids"; ValueType: string; ValueName: "{#SavedGameClass}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SavedGameClass}"; ValueType: string; ValueName: ""; ValueData: "{cm:SavedGameType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SavedGameClass}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SavedGameClass}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; Crossword-board records (*.gcg): other programs (Quackle and others) read them too, so the game
; joins "Open with" and leaves the default program as the player chose it.
Root: HKA; Subkey: "Software\Classes\.gcg\OpenWithProgids"; ValueType: string; ValueName: "{#GcgClass}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#GcgClass}"; ValueType: string; ValueName: ""; ValueData: "{cm:GcgRecordType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#GcgClass}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#GcgClass}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; The types "Open with" offers the game for.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".patentgame"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".gcg"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
{ After the game's files are gone, offer to remove the player's own files as well: saved games,
  the autosave, settings and statistics. The answer defaults to No, and a silent uninstall
  (/SILENT, /VERYSILENT with /SUPPRESSMSGBOXES) keeps them, so nothing a player made is lost
  unless the player says so. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Folder: String;
begin
  if CurUninstallStep <> usPostUninstall then
    Exit;
  Folder := ExpandConstant('{#UserDataFolder}');
  if not DirExists(Folder) then
    Exit;
  if SuppressibleMsgBox(FmtMessage(CustomMessage('RemoveSaves'), [Folder]),
      mbConfirmation, MB_YESNO or MB_DEFBUTTON2, IDNO) = IDYES then
    DelTree(Folder, True, True, True);
end;
