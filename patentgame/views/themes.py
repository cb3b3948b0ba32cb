"""The looks of the table: the felt (the first one), high contrast and dark, each one palette.

A theme is every colour the table paints text or shapes with, in one frozen value. Applying one
(:func:`apply_theme`) writes its colours into :mod:`patentgame.views.palette`, which every painter
reads at paint time, drops the painted pictures cached in the old colours, gives dialogs a Qt
palette of the same kind, and restyles the table's buttons and log. Every theme keeps the table
dark and its text light, so a line painted in a light colour reads on every theme.

:func:`text_pairs` lists every text colour with the background it is read on; the tests compute
the WCAG 2 contrast ratio of each pair (:func:`contrast_ratio`) and hold every theme to AA: 4.5:1
for text, 3:1 for large text (24 px, or 19 px bold) and for the marks that carry meaning.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from patentgame.views import palette as pal


class Theme(NamedTuple):
    """Every colour of one look of the table, as ``#rrggbb`` text (a named tuple: cheaper to
    make at start than a dataclass).

    The names follow :mod:`patentgame.views.palette`; the ``button_*`` and ``log_*`` colours
    are those of the table's buttons and game log, ``dialog_*`` those of windows and dialogs
    (empty: the platform's own, which the felt keeps).
    """

    key: str
    felt_centre: str
    felt_edge: str
    wood_light: str
    wood_dark: str
    card_face_top: str
    card_face_bottom: str
    card_edge: str
    vowel_ink: str
    consonant_ink: str
    y_ink: str
    vowel_band: str
    consonant_band: str
    gold: str
    gold_dark: str
    text_on_felt: str
    muted_on_felt: str
    warning_on_felt: str
    note_on_log: str
    log_background: str
    log_text: str
    button_text: str
    button_top: str
    button_bottom: str
    button_border: str
    button_disabled_text: str
    button_disabled: str
    primary_text: str
    primary_top: str
    primary_bottom: str
    power_text: str
    power_top: str
    power_bottom: str
    focus: str
    patent_ink: str
    patent_faces: dict[str, tuple[str, str]]
    dialog_window: str = ""
    dialog_text: str = ""
    dialog_base: str = ""
    dialog_highlight: str = ""
    dialog_highlighted_text: str = ""
    dialog_disabled_text: str = ""
    #: Width in pixels of the buttons' borders (thicker where contrast is the point).
    border: int = 1
    #: The paper of the statistics and history windows and of the end's chart: its page,
    #: panels, edges, text, quiet text, table headers, chosen row, error, chips.
    paper: str = "#faf8f3"
    paper_panel: str = "#ffffff"
    paper_border: str = "#d9d4c7"
    paper_text: str = "#1f1f1f"
    paper_muted: str = "#5f5a50"
    paper_header: str = "#f5f1e8"
    paper_header_text: str = "#4a453c"
    paper_selection: str = "#fdf0c8"
    paper_selection_text: str = "#1f1f1f"
    paper_error: str = "#b3261e"
    paper_chip: str = "#f3ead4"
    #: The charts' rating line, won / drawn / lost bars and grid, on the paper.
    chart_line: str = "#0072b2"
    chart_wins: str = "#007a5a"
    chart_draws: str = "#b07800"
    chart_games: str = "#b5ae9e"
    chart_grid: str = "#e4e0d8"
    #: A rating that went up, and one that went down, on the end's plaques (over the table).
    good_on_felt: str = "#bfe3b4"
    bad_on_felt: str = "#f2b8a0"
    #: The board games' squares (plain, premiums, the centre's star), the premiums' labels on
    #: the light squares and on the deep ones, and the tiles of the board and of BuyWord.
    board_plain: str = "#e9e0c8"
    board_double_letter: str = "#a9d8f2"
    board_triple_letter: str = "#2f6db5"
    board_double_word: str = "#f6b3c4"
    board_triple_word: str = "#d23a32"
    board_star: str = "#8a1c3c"
    board_label_ink: str = "#3a2f25"
    board_label_light: str = "#fff8ee"
    tile_face: str = "#f7e7bf"
    tile_edge: str = "#9c7b43"
    tile_ink: str = "#2a1d0e"
    blank_ink: str = "#9b2c2c"
    last_play: str = "#b45309"
    wild_top: str = "#ffe9a8"
    wild_bottom: str = "#e0b341"
    wild_ink: str = "#5e3900"
    pips: str = "#5b4a2e"


FELT = Theme(
    key="felt",
    felt_centre="#276b43",
    felt_edge="#133d27",
    wood_light="#8a5a32",
    wood_dark="#4a2c16",
    card_face_top="#fffaf0",
    card_face_bottom="#efe3c6",
    card_edge="#9c8a66",
    vowel_ink="#b3261e",
    consonant_ink="#1d3557",
    y_ink="#6a3d9a",
    vowel_band="#f8d6d0",
    consonant_band="#c9d7ea",
    gold="#ffd978",
    gold_dark="#a67c00",
    text_on_felt="#f5f0e1",
    muted_on_felt="#d6e6d8",
    warning_on_felt="#ffd27a",
    note_on_log="#b9c9bd",
    log_background="#0d1a12",
    log_text="#e9e4d4",
    button_text="#2b1d0e",
    button_top="#fbe7b0",
    button_bottom="#d9a84e",
    button_border="#6b4a1f",
    button_disabled_text="#4f473c",
    button_disabled="#cfc6b0",
    primary_text="#082012",
    primary_top="#8fe0a8",
    primary_bottom="#3c9b5c",
    power_text="#10302e",
    power_top="#c9ecea",
    power_bottom="#6fb9b5",
    focus="#fff4d6",
    patent_ink="#2b2118",
    patent_faces={
        "doubler": ("#f6d27a", "#c8961e"),
        "word": ("#9ed6d3", "#2f8f8a"),
        "replace": ("#cdb6ea", "#7a55b0"),
        "plain": ("#f3ead4", "#b9a57c"),
    },
)

CONTRAST = Theme(
    key="contrast",
    felt_centre="#000000",
    felt_edge="#000000",
    wood_light="#ffffff",
    wood_dark="#7f7f7f",
    card_face_top="#ffffff",
    card_face_bottom="#ffffff",
    card_edge="#000000",
    vowel_ink="#9e0000",
    consonant_ink="#000000",
    y_ink="#4b0082",
    vowel_band="#ffc9c9",
    consonant_band="#c9dcff",
    gold="#ffe000",
    gold_dark="#000000",
    text_on_felt="#ffffff",
    muted_on_felt="#ffffff",
    warning_on_felt="#ffe000",
    note_on_log="#e0e0e0",
    log_background="#000000",
    log_text="#ffffff",
    button_text="#000000",
    button_top="#ffffff",
    button_bottom="#ffffff",
    button_border="#ffe000",
    button_disabled_text="#000000",
    button_disabled="#9a9a9a",
    primary_text="#000000",
    primary_top="#ffe000",
    primary_bottom="#ffe000",
    power_text="#000000",
    power_top="#9ef0ff",
    power_bottom="#9ef0ff",
    focus="#00e5ff",
    patent_ink="#000000",
    patent_faces={
        "doubler": ("#ffe680", "#000000"),
        "word": ("#b3f0ff", "#000000"),
        "replace": ("#e6ccff", "#000000"),
        "plain": ("#ffffff", "#000000"),
    },
    dialog_window="#000000",
    dialog_text="#ffffff",
    dialog_base="#000000",
    dialog_highlight="#ffe000",
    dialog_highlighted_text="#000000",
    dialog_disabled_text="#b0b0b0",
    border=3,
    paper="#000000",
    paper_panel="#000000",
    paper_border="#ffffff",
    paper_text="#ffffff",
    paper_muted="#e0e0e0",
    paper_header="#000000",
    paper_header_text="#ffe000",
    paper_selection="#ffe000",
    paper_selection_text="#000000",
    paper_error="#ff9a9a",
    paper_chip="#000000",
    chart_line="#00e5ff",
    chart_wins="#4dff88",
    chart_draws="#ffe000",
    chart_games="#9a9a9a",
    chart_grid="#5a5a5a",
    good_on_felt="#9dff9d",
    bad_on_felt="#ffb3b3",
    board_plain="#000000",
    board_double_letter="#00458a",
    board_triple_letter="#002a5c",
    board_double_word="#7a0038",
    board_triple_word="#a80000",
    board_star="#ffe000",
    board_label_ink="#ffffff",
    board_label_light="#ffffff",
    tile_face="#ffffff",
    tile_edge="#ffe000",
    tile_ink="#000000",
    blank_ink="#9e0000",
    last_play="#0050c8",
    wild_top="#ffe000",
    wild_bottom="#ffe000",
    wild_ink="#000000",
    pips="#000000",
)

DARK = Theme(
    key="dark",
    felt_centre="#2a2d33",
    felt_edge="#16181c",
    wood_light="#4a4d55",
    wood_dark="#25272c",
    card_face_top="#e9e5da",
    card_face_bottom="#d6d0c0",
    card_edge="#6d6a60",
    vowel_ink="#9c1f18",
    consonant_ink="#16294a",
    y_ink="#56307e",
    vowel_band="#efcac3",
    consonant_band="#b3c3da",
    gold="#e0b44a",
    gold_dark="#8a6a10",
    text_on_felt="#ecebe8",
    muted_on_felt="#c4c7cc",
    warning_on_felt="#f2c46b",
    note_on_log="#aeb3ba",
    log_background="#111316",
    log_text="#e2e1dd",
    button_text="#ecebe8",
    button_top="#4a4f58",
    button_bottom="#3a3e46",
    button_border="#7b808a",
    button_disabled_text="#a3a6ab",
    button_disabled="#2e3137",
    primary_text="#0b1f12",
    primary_top="#8fd3a4",
    primary_bottom="#5fae78",
    power_text="#0c2826",
    power_top="#a9d7d4",
    power_bottom="#79b7b3",
    focus="#8fc7ff",
    patent_ink="#1f1a14",
    patent_faces={
        "doubler": ("#d9b860", "#8a6a10"),
        "word": ("#86bdb9", "#1f6b67"),
        "replace": ("#b7a2d3", "#5b3f8a"),
        "plain": ("#d8d0bc", "#8a7b5a"),
    },
    dialog_window="#2a2d33",
    dialog_text="#ecebe8",
    dialog_base="#1d1f23",
    dialog_highlight="#3d6aa3",
    dialog_highlighted_text="#ffffff",
    dialog_disabled_text="#8d9096",
    paper="#1d1f23",
    paper_panel="#2a2d33",
    paper_border="#4a4d55",
    paper_text="#ecebe8",
    paper_muted="#b8bcc2",
    paper_header="#25272c",
    paper_header_text="#c4c7cc",
    paper_selection="#3d6aa3",
    paper_selection_text="#ffffff",
    paper_error="#ff8a80",
    paper_chip="#3a3e46",
    chart_line="#56b4e9",
    chart_wins="#35c29a",
    chart_draws="#e0b44a",
    chart_games="#6d7079",
    chart_grid="#3a3e46",
    good_on_felt="#a9dca0",
    bad_on_felt="#f2b8a0",
    board_plain="#33363d",
    board_double_letter="#23506a",
    board_triple_letter="#1d3a6b",
    board_double_word="#6a3044",
    board_triple_word="#832a24",
    board_star="#e0b44a",
    board_label_ink="#e2e1dd",
    board_label_light="#ecebe8",
    tile_face="#d9d2bf",
    tile_edge="#6d6a60",
    tile_ink="#1f1a14",
    blank_ink="#8a1f18",
    last_play="#9a4a00",
    wild_top="#d9b860",
    wild_bottom="#b8922e",
    wild_ink="#2b1d0e",
    pips="#3a2f20",
)

THEMES: dict[str, Theme] = {theme.key: theme for theme in (FELT, CONTRAST, DARK)}


def theme_names() -> tuple[tuple[str, str], ...]:
    """(key, name for people) of every theme, in menu order."""
    return (
        ("felt", QCoreApplication.translate("Themes", "&Felt table")),
        ("contrast", QCoreApplication.translate("Themes", "&High contrast")),
        ("dark", QCoreApplication.translate("Themes", "&Dark")),
    )


def theme(key: str) -> Theme:
    """The theme called ``key`` (the felt for a key no theme has)."""
    return THEMES.get(key, FELT)


# -- contrast ---------------------------------------------------------------------------------


def relative_luminance(colour: str) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black, 1 white)."""
    rgb = QColor(colour)

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(rgb.red()) + 0.7152 * linear(rgb.green()) + 0.0722 * linear(rgb.blue())


def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (none) to 21 (black on white)."""
    a, b = relative_luminance(foreground), relative_luminance(background)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


class TextPair(NamedTuple):
    """A text (or a mark that carries meaning) and what it is read on.

    ``large`` marks text of 24 px or more (19 px bold), and shapes, which AA holds to 3:1.
    """

    what: str
    foreground: str
    background: str
    large: bool = False

    @property
    def required(self) -> float:
        return 3.0 if self.large else 4.5


def text_pairs(t: Theme) -> tuple[TextPair, ...]:
    """Every text colour of ``t`` with each background it is painted on."""
    pairs: list[TextPair] = []
    for felt in (t.felt_centre, t.felt_edge):
        for what, colour in (
            ("text on the table", t.text_on_felt),
            ("quiet text on the table", t.muted_on_felt),
            ("warning on the table", t.warning_on_felt),
            ("money and marks on the table", t.gold),
        ):
            pairs.append(TextPair(what, colour, felt))
    for face in (t.card_face_top, t.card_face_bottom):
        for what, colour in (
            ("vowel letter", t.vowel_ink),
            ("consonant letter", t.consonant_ink),
            ("Y letter", t.y_ink),
        ):
            pairs.append(TextPair(what, colour, face))
    pairs.append(TextPair("vowel index on its band", t.vowel_ink, t.vowel_band))
    pairs.append(TextPair("consonant index on its band", t.consonant_ink, t.consonant_band))
    pairs.append(TextPair("log line", t.log_text, t.log_background))
    pairs.append(TextPair("computer's explanation in the log", t.note_on_log, t.log_background))
    for background in (t.button_top, t.button_bottom):
        pairs.append(TextPair("button", t.button_text, background))
    pairs.append(TextPair("greyed-out button", t.button_disabled_text, t.button_disabled))
    for background in (t.primary_top, t.primary_bottom):
        pairs.append(TextPair("main button", t.primary_text, background))
    for background in (t.power_top, t.power_bottom):
        pairs.append(TextPair("power button", t.power_text, background))
    pairs.append(TextPair("focus ring on the table", t.focus, t.felt_centre, large=True))
    for kind, (face, deep) in t.patent_faces.items():
        pairs.append(TextPair(f"{kind} patent letter and power", t.patent_ink, face))
        pairs.append(TextPair(f"{kind} patent cost", QColor(deep).darker(200).name(), face))
    pairs.extend(piece_pairs(t))
    pairs.extend(window_pairs(t))
    if t.dialog_window:
        pairs.append(TextPair("dialog text", t.dialog_text, t.dialog_window))
        pairs.append(TextPair("text in a field", t.dialog_text, t.dialog_base))
        pairs.append(
            TextPair("chosen entry", t.dialog_highlighted_text, t.dialog_highlight),
        )
    return tuple(pairs)


def piece_pairs(t: Theme) -> tuple[TextPair, ...]:
    """The text painted on the board games' and BuyWord's pieces (issue 31): the premiums'
    labels on their squares, the tiles' letters and values, BuyWord's wild tiles and pips, and
    the marks that set squares and tiles apart (the star, the last play's ring, a tile's edge
    on its square)."""
    pairs: list[TextPair] = []
    for what, square in (
        ("plain", t.board_plain),
        ("double letter", t.board_double_letter),
        ("double word", t.board_double_word),
    ):
        pairs.append(TextPair(f"board: label on a {what} square", t.board_label_ink, square))
    for what, square in (
        ("triple letter", t.board_triple_letter),
        ("triple word", t.board_triple_word),
    ):
        pairs.append(TextPair(f"board: label on a {what} square", t.board_label_light, square))
    pairs.append(TextPair("board: the centre's star", t.board_star, t.board_double_word, True))
    pairs.append(TextPair("board: coordinates on the table", t.text_on_felt, t.felt_centre))
    for what, ink in (("letter and value", t.tile_ink), ("blank's letter", t.blank_ink)):
        pairs.append(TextPair(f"tile: {what}", ink, t.tile_face))
    pairs.append(TextPair("tile: the last play's ring", t.last_play, t.tile_face, True))
    for face in (t.card_face_top, t.card_face_bottom):
        pairs.append(TextPair("BuyWord tile: pips", t.pips, face, True))
    for face in (t.wild_top, t.wild_bottom):
        pairs.append(TextPair("BuyWord wild tile: star and letter", t.wild_ink, face))
    return tuple(pairs)


#: The medals of the first three places on the end's plaques, and the ink of their figure.
MEDALS = ("#f2c14e", "#c9d1d9", "#d8935a")
MEDAL_OTHER = "#a9b5ad"
MEDAL_INK = "#2b1d0e"


#: The dark glass of the end's plaques over the table (red, green, blue, alpha).
PLAQUE_GLASS = (8, 16, 11, 190)


def plaque_colour(felt: str) -> str:
    """The colour a plaque's dark glass makes over ``felt`` (what its text is read on)."""
    under = QColor(felt)
    r, g, b, a = PLAQUE_GLASS
    k = a / 255
    mixed = QColor(
        round(r * k + under.red() * (1 - k)),
        round(g * k + under.green() * (1 - k)),
        round(b * k + under.blue() * (1 - k)),
    )
    return mixed.name()


def window_pairs(t: Theme) -> tuple[TextPair, ...]:
    """The text pairs of the windows beside the table: the end of a game (its plaques on the
    table, its chart on paper), the welcome screen, statistics and history."""
    pairs: list[TextPair] = []
    for felt in (t.felt_centre, t.felt_edge):
        plaque = plaque_colour(felt)
        for what, colour in (
            ("end: text on a plaque", t.text_on_felt),
            ("end: quiet text on a plaque", t.muted_on_felt),
            ("end: rating up", t.good_on_felt),
            ("end: rating down", t.bad_on_felt),
        ):
            pairs.append(TextPair(what, colour, plaque))
    for medal in (*MEDALS, MEDAL_OTHER):
        pairs.append(TextPair("end: place on its medal", MEDAL_INK, medal, large=True))
    pairs.append(TextPair("end: a personal record", MEDAL_INK, t.gold))
    for paper in (t.paper, t.paper_panel):
        for what, colour in (
            ("window text", t.paper_text),
            ("window quiet text", t.paper_muted),
            ("window error", t.paper_error),
        ):
            pairs.append(TextPair(what, colour, paper))
        for what, colour in (
            ("chart line", t.chart_line),
            ("chart: games won", t.chart_wins),
            ("chart: games drawn", t.chart_draws),
        ):
            pairs.append(TextPair(what, colour, paper, large=True))
    pairs.append(TextPair("window table header", t.paper_header_text, t.paper_header))
    pairs.append(TextPair("window chosen row", t.paper_selection_text, t.paper_selection))
    pairs.append(TextPair("window chip", t.paper_text, t.paper_chip))
    return tuple(pairs)


# -- applying ---------------------------------------------------------------------------------


def apply_theme(t: Theme) -> None:
    """Make ``t`` the look of everything painted from now on, and of dialogs."""
    pal.FELT_CENTRE = QColor(t.felt_centre)
    pal.FELT_EDGE = QColor(t.felt_edge)
    pal.WOOD_LIGHT = QColor(t.wood_light)
    pal.WOOD_DARK = QColor(t.wood_dark)
    pal.CARD_FACE_TOP = QColor(t.card_face_top)
    pal.CARD_FACE_BOTTOM = QColor(t.card_face_bottom)
    pal.CARD_EDGE = QColor(t.card_edge)
    pal.VOWEL_INK = QColor(t.vowel_ink)
    pal.CONSONANT_INK = QColor(t.consonant_ink)
    pal.Y_INK = QColor(t.y_ink)
    pal.VOWEL_BAND = QColor(t.vowel_band)
    pal.CONSONANT_BAND = QColor(t.consonant_band)
    pal.GOLD = QColor(t.gold)
    pal.GOLD_DARK = QColor(t.gold_dark)
    pal.TEXT_ON_FELT = QColor(t.text_on_felt)
    pal.MUTED_ON_FELT = QColor(t.muted_on_felt)
    pal.WARNING_ON_FELT = QColor(t.warning_on_felt)
    pal.BOARD_PLAIN = QColor(t.board_plain)
    pal.BOARD_DOUBLE_LETTER = QColor(t.board_double_letter)
    pal.BOARD_TRIPLE_LETTER = QColor(t.board_triple_letter)
    pal.BOARD_DOUBLE_WORD = QColor(t.board_double_word)
    pal.BOARD_TRIPLE_WORD = QColor(t.board_triple_word)
    pal.BOARD_STAR = QColor(t.board_star)
    pal.BOARD_LABEL_INK = QColor(t.board_label_ink)
    pal.BOARD_LABEL_LIGHT = QColor(t.board_label_light)
    pal.TILE_FACE = QColor(t.tile_face)
    pal.TILE_EDGE = QColor(t.tile_edge)
    pal.TILE_INK = QColor(t.tile_ink)
    pal.BLANK_INK = QColor(t.blank_ink)
    pal.LAST_PLAY = QColor(t.last_play)
    pal.WILD_TOP = QColor(t.wild_top)
    pal.WILD_BOTTOM = QColor(t.wild_bottom)
    pal.WILD_INK = QColor(t.wild_ink)
    pal.PIPS = QColor(t.pips)
    pal.PATENT_KIND_COLOURS = dict(t.patent_faces)
    pal.PATENT_INK = QColor(t.patent_ink)
    pal.FOCUS = QColor(t.focus)
    pal.THEME_KEY = t.key
    from patentgame.views import painting

    painting.forget_pictures()
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setPalette(dialog_palette(t))


#: The platform's palette, as the app found it before any theme (the felt keeps it).
_platform_palette: QPalette | None = None


def dialog_palette(t: Theme) -> QPalette:
    """The Qt palette of windows and dialogs under ``t`` (the platform's for the felt)."""
    global _platform_palette
    if _platform_palette is None:
        _platform_palette = QPalette(QApplication.palette())
    base = QPalette(_platform_palette)
    if not t.dialog_window:
        return base
    palette = QPalette(base)
    role = QPalette.ColorRole
    for roles, colour in (
        ((role.Window, role.Button, role.AlternateBase, role.ToolTipBase), t.dialog_window),
        ((role.WindowText, role.ButtonText, role.Text, role.ToolTipText), t.dialog_text),
        ((role.Base,), t.dialog_base),
        ((role.Highlight,), t.dialog_highlight),
        ((role.HighlightedText,), t.dialog_highlighted_text),
        ((role.Link,), t.focus),
        ((role.PlaceholderText,), t.dialog_disabled_text),
    ):
        for r in roles:
            palette.setColor(r, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.ButtonText, role.Text):
        palette.setColor(disabled, r, QColor(t.dialog_disabled_text))
    return palette


def px(pixels: float, zoom: int) -> int:
    """``pixels`` at ``zoom`` percent."""
    return max(1, round(pixels * zoom / 100))


def wooden_buttons(padding: str) -> str:
    """The style sheet of a felt table's wooden buttons as the table is made (the first look:
    the felt at 100 %, which a start keeps; View > Theme and Zoom give `button_style`), with
    the family's ``padding`` ("5px 12px")."""
    return f"""
QPushButton {{ color: #2b1d0e; font-size: 14px; font-weight: bold; padding: {padding};
  border: 1px solid #6b4a1f; border-radius: 8px;
  background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #fbe7b0, stop:1 #d9a84e); }}
QPushButton:hover {{ background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
  stop:0 #fff2cc, stop:1 #e6b85e); }}
QPushButton:disabled {{ color: #7d7466; background: #cfc6b0; border-color: #9b9180; }}
QPushButton#primary {{ background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
  stop:0 #8fe0a8, stop:1 #3c9b5c); color: #082012; border-color: #1d5b32; }}
QPushButton#primary:disabled {{ color: #7d7466; background: #cfc6b0; border-color: #9b9180; }}
"""


def button_style(t: Theme, zoom: int = 100) -> str:
    """The style sheet of the table's buttons: theme colours, text at ``zoom``, a focus ring."""
    b = t.border
    return f"""
QPushButton, QToolButton#tablebutton {{ color: {t.button_text}; font-size: {px(14, zoom)}px;
  font-weight: bold; padding: {px(6, zoom)}px {px(16, zoom)}px;
  border: {b}px solid {t.button_border}; border-radius: 8px;
  background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 {t.button_top}, stop:1 {t.button_bottom}); }}
QPushButton:hover {{ background: {t.button_top}; }}
QPushButton:pressed {{ background: {t.button_bottom}; }}
QPushButton:disabled {{ color: {t.button_disabled_text}; background: {t.button_disabled};
  border-color: {t.button_disabled_text}; }}
QPushButton:checked {{ background: {t.gold}; color: #000000; border: {b + 1}px solid {t.focus}; }}
QPushButton#primary {{ background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 {t.primary_top}, stop:1 {t.primary_bottom});
  color: {t.primary_text}; }}
QPushButton#primary:disabled {{ color: {t.button_disabled_text}; background: {t.button_disabled}; }}
QPushButton#power {{ background: qlineargradient(x1:0,y1:0,x2:0,y2:1,
    stop:0 {t.power_top}, stop:1 {t.power_bottom});
  color: {t.power_text}; font-size: {px(13, zoom)}px; padding: {px(3, zoom)}px {px(8, zoom)}px; }}
QPushButton#power:checked {{ background: {t.gold}; color: #000000; }}
QPushButton:focus {{ border: 3px solid {t.focus}; }}
"""


def log_style(t: Theme, zoom: int = 100) -> str:
    """The style sheet of the game log (a list of lines)."""
    return (
        f"QListWidget#gamelog {{ background: {t.log_background}; color: {t.log_text};"
        f" border: {t.border}px solid {t.muted_on_felt}; border-radius: 10px; padding: 6px;"
        f" font-size: {px(13, zoom)}px; }}"
        "QListWidget#gamelog::item { padding: 1px 0; }"
        "QListWidget#gamelog:focus { border: 3px solid " + t.focus + "; }"
        "QScrollBar:vertical { background: transparent; width: 8px; margin: 2px; }"
        "QScrollBar::handle:vertical { background: " + t.muted_on_felt + "; border-radius: 4px;"
        " min-height: 24px; }"
        "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
        "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
    )


def restyle(root: QWidget) -> None:
    """Repaint ``root`` and everything in it in the colours now in the palette."""
    root.update()
    for child in root.findChildren(QWidget):
        child.update()
