"""Help: the rules of the game in the app, and the About box with the word lists' credits."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from patentgame import __version__

RULES_HTML = """
<h2>How to play</h2>
<p>Build words from your seven letter cards and the three cards of the pool. Words earn money
and, from six letters on, stock. With money you buy <b>patents</b> on letters: whenever another
player uses a letter you own, the bank pays you $1 royalty, and some patents give a special
power. The game ends after the round in which someone's patents reach the goal.</p>

<h3>Your turn</h3>
<ol>
<li><b>Build</b> a word of at least 3 letters, using at least one card of your own hand
(drag cards into the word row, click them, or type the letters; Enter plays).</li>
<li>You earn money and stock for it; owners of the letters you used earn royalties.</li>
<li>You may <b>buy one patent</b> for a letter on a card you played, if you can afford it.</li>
<li>You may <b>discard</b> cards you do not want, then you draw back to 7.</li>
</ol>
<p>Instead of building you may discard any number of cards (none is a pass) and draw.</p>

<h3>What a word earns</h3>
<table border="1" cellpadding="4" cellspacing="0">
<tr><th>letters</th><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td><td>8</td><td>9</td>
<td>10</td><td>11</td><td>12</td></tr>
<tr><th>money</th><td>$1</td><td>$2</td><td>$3</td><td>$4</td><td>$6</td><td>$6</td><td>$6</td>
<td>$6</td><td>$6</td><td>$6</td></tr>
<tr><th>stock</th><td>0</td><td>0</td><td>0</td><td>1</td><td>1</td><td>2</td><td>3</td><td>4</td>
<td>5</td><td>6</td></tr>
</table>
<p>A word with a Q card is doubled. Doubling doubles money and stock.</p>

<h3>Patent powers</h3>
<ul>
<li><b>B</b> doubles a word that starts and ends with a vowel.</li>
<li><b>J</b> doubles a word whose letters are at least half vowels.</li>
<li><b>K</b> doubles a word with exactly one vowel.</li>
<li><b>Q</b> lets you swap one card of your hand or the pool for the deck's top card, once a turn,
before you build (drop it on the purple zone, or Ctrl+R).</li>
<li><b>V</b> lets you build two words in one turn (Space switches rows).</li>
<li><b>X</b> lets you use one card twice (click or drag a faded, used card again).</li>
<li><b>Z</b> adds a free S to the end of a word (the +S button, or the + key).</li>
</ul>
<p>A Y may count as a vowel or a consonant; the table picks the better choice, and Ctrl+Y or a
click on the badge of a Y flips it.</p>

<h3>Challenges</h3>
<p>In the classic game, the other players may challenge a word. If it is not in the word list,
the builder takes the cards back and discards one card. If it is a word, the challenger pays the
builder $1 (the bank pays when the challenger has nothing). The dialog accepts by itself after a
few seconds. Alternatively, the game can check every word itself.</p>

<h3>End of the game</h3>
<p>When a player's patents reach the goal ($45 with 2 players, $34 with 3, $26 with 4, $21 with 5)
the final round starts; play continues until everyone has had the same number of turns.
Score = money + stock + value of patents. A tie goes to the higher patent value.</p>

<h3>Keyboard</h3>
<table cellpadding="3">
<tr><td>Letters</td><td>build the word / mark cards / buy that patent</td></tr>
<tr><td>Backspace, Escape</td><td>remove the last letter, clear (or buy nothing)</td></tr>
<tr><td>Enter</td><td>play / discard the marked cards</td></tr>
<tr><td>Space, +, Ctrl+Y</td><td>second word (V), add S (Z), flip a Y</td></tr>
<tr><td>Ctrl+D, Ctrl+R, Ctrl+H</td><td>discard instead, replace a card (Q), hint</td></tr>
<tr><td>Ctrl+N, Ctrl+Shift+N</td><td>new game, play against the computer</td></tr>
</table>
"""


def about_html() -> str:
    """The About text: version, and every built-in word list with its credit and licence."""
    parts = [
        f"<h2>patentgame {html.escape(__version__)}</h2>",
        "<p>A word game of letters, patents and royalties.</p>",
        "<h3>Word lists</h3>",
        "<p>None of these lists is the NWL, Collins or any other proprietary tournament list.</p>",
    ]
    try:
        from patentgame.model.lexicon import builtin_lists, licence_text

        lists = builtin_lists()
    except Exception as error:  # the About box must open even with a broken install
        return (
            "".join(parts) + f"<p>The word lists could not be read: {html.escape(str(error))}</p>"
        )
    for info in lists:
        parts.append(
            f"<p><b>{html.escape(info.label)}</b> ({info.words:,} words)<br>"
            f"{html.escape(info.credit)}<br><i>Licence:</i> {html.escape(info.licence)}</p>"
        )
        if info.notice:
            parts.append(f"<p>{html.escape(info.notice)}</p>")
    parts.append("<h3>Licence texts</h3>")
    for info in lists:
        try:
            text = licence_text(info.id)
        except Exception:
            continue
        parts.append(f"<h4>{html.escape(info.label)}</h4><pre>{html.escape(text)}</pre>")
    return "".join(parts)


class HelpDialog(QDialog):
    """Two tabs: the rules and the About text."""

    def __init__(self, tab: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("patentgame - help")
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.rules = QTextBrowser()
        self.rules.setHtml(RULES_HTML)
        self.about = QTextBrowser()
        self.about.setHtml(about_html())
        self.tabs.addTab(self.rules, "Rules")
        self.tabs.addTab(self.about, "About and word lists")
        self.tabs.setCurrentIndex(tab)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(680, 620)
