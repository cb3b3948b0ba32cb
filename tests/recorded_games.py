"""Real games for the save, statistics and replay tests, played by a simple greedy player.

The word list is a small set of everyday English words held here, so these tests do not depend
on the compiled lexicons; the engine only asks ``word in wordlist``. Every game is played through
``Game.play()``, so each record replays exactly like one the app would save.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from patentgame.model.patent.actions import Build, Buy, Discard, Respond, Slot
from patentgame.model.patent.game import PatentGame, Phase, PlayerSpec
from patentgame.model.patent.rules import ChallengeMode, RuleSet

_WORD_TEXT = """
    ace act add age ago aid aim air ale all and ant any ape arc are arm art ash ask ate awe axe
    bad bag ban bar bat bay bed bee beg bet bid big bin bit boa bob bog bow box boy bud bug bun
    bus but buy cab can cap car cat cod cog con cot cow cry cub cue cup cut dab dad dam day den
    dew did die dig dim din dip doe dog don dot dry due dug dye ear eat eel egg ego elf elk end
    era eve ewe eye fad fan far fat fax fed fee few fig fin fir fit fix fly foe fog for fox fry
    fun fur gap gas gel gem get gin god got gum gun gut guy gym had ham has hat hay hen her hid
    him hip his hit hog hop hot how hub hue hug hum hut ice icy ill ink inn ion its ivy jab jam
    jar jaw jet jig job jog joy jug key kid kin kit lab lad lag lap law lay led leg let lid lie
    lip lit log lot low mad man map mat may men met mid mix mob mop mud mug nap net new nil nod
    nor not now nun nut oak oar oat odd off oil old one opt orb ore our out owe owl own pad pal
    pan pat paw pay pea pen pet pie pig pin pit pod pot pry pub pun pup put quo rag ram ran rap
    rat raw ray red rib rid rig rim rip rod rot row rub rug run rut sad sag sat saw say sea see
    set sew she shy sin sip sir sit six ski sky sly sob son sow soy spa spy sub sum sun tab tag
    tan tap tar tea ten the tie tin tip toe ton too top tow toy try tub tug two use van vat vet
    via vow wag war was wax way web wed wet who why wig win wit woe won wry yak yam yes yet you
    zap zoo able acre aged aide also area army aunt away axis baby back bait bake ball band bank
    bare barn base bath bead beam bean bear beat been beer bell belt bend best bird bite blue
    boat body bold bone book boot born boss both bowl bread cake calm came camp cane card care
    cart case cash cast cave cell chin chip city clay clue coal coat code coin cold cone cook
    cool cope copy cord core corn cost crew crop cure dare dark data date dawn dead deal dean
    dear debt deep deer desk dial dice diet dine dirt dish dive dock does done door dose down
    drag draw drew drop drum duck dune dust duty each earn ease east easy edge else exit face
    fact fade fail fair fake fall fame farm fast fate fear feed feel feet fell felt file fill
    film find fine fire firm fish five flag flat fled flew flow foam fold folk fond food fool
    foot form fort four free frog fuel full fund gain game gate gave gear gift girl give glad
    goal goat gold golf gone good gown grab gray grew grid grin grip grow gulf hair half hall
    hand hang hard harm hate have head heal heap hear heat held hell help herb here hero hide
    high hill hint hire hold hole holy home hope horn hose host hour huge hung hunt hurt idea
    inch into iron item jazz join joke jump jury just keen keep kept kick kind king kiss kite
    knee knew knit knot know lace lack lady laid lake lamb lamp land lane last late lead leaf
    lean left lend lens less liar life lift like lime line link lion list live load loan lock
    loft lone long look loop lord lose loss lost loud love luck lung made mail main make male
    mall many mare mark mask mass mate meal mean meat meet melt menu mere mild mile milk mind
    mine mint miss mode mood moon more most move much mule must name navy near neat neck need
    nest news next nice nine none noon norm nose note oath obey once only onto open oral oven
    over pace pack page paid pain pair pale palm park part pass past path peak pear peer pine
    pink pipe plan play plot plug plus poem poet pole poll pond pool poor port pose post pour
    pray prey pure push quit quiz race rage raid rail rain rank rare rate read real rear rely
    rent rest rice rich ride ring rise risk road roar robe rock rode role roll roof room root
    rope rose rude rule rush safe sage said sail sake sale salt same sand sang save seal seat
    seed seek seem seen self sell send sent ship shoe shop shot show shut sick side sigh sign
    silk sing sink site size skin slip slot slow snow soap sock soft soil sold sole some song
    soon sort soul soup sour spin spot star stay stem step stir stop such suit sure swim tail
    take tale talk tall tame tank tape task team tear tell tend tent term test text than that
    them then they thin this tide tidy tile time tiny tire toad told toll tone tool tour town
    trap tree trip true tube tune turn twin type unit upon urge used user vain vary vase vast
    veil vein verb very vest view vine visa void vote wade wage wait wake walk wall want ward
    warm warn wash wave weak wear weed week well went were west what when whip wide wife wild
    will wind wine wing wire wise wish with wolf wood wool word wore work worm yard yarn year
    zero zone about above actor adore after again agent agree alarm album alert alien alone
    along angel anger angle apart apple arena arise aside audio avoid award aware badge baker
    beach beard beast began begin being below bench birth black blade blame blind block blood
    board bonus brain brand brave bread break brick bride brief bring broad brown build built
    cable camel candy carry catch cause chain chair chalk charm chart chase cheap check cheer
    chess chest chief child claim class clean clear clerk climb clock close cloud coach coast
    coral count court cover crane crash cream crime crowd crown cruel dance death delay dozen
    draft drain drama dream dress drink drive eager early earth eight elite empty enemy enjoy
    enter entry equal error event exact exist extra faith false fancy feast fence fever field
    fight final first flame flash fleet flesh float flood floor flour fluid focus force forty
    found frame fresh front frost fruit giant given glass globe glory grace grade grain grand
    grant grape grass great green greet group guard guess guest guide happy heart heavy honey
    horse hotel house human humor ideal image index inner input issue joint judge juice knife
    label labor large laser later laugh layer learn lease least leave legal lemon level light
    limit liver local logic loose lover lower lucky lunch magic major maker march match mayor
    meant medal metal meter might minor model money month moral motor mount mouse mouth movie
    music nerve never night noble noise north novel nurse ocean offer often olive onion opera
    orbit order organ other ought ounce outer owner paint panel paper party peace pearl phase
    phone photo piano piece pilot pitch place plain plane plant plate point pound power press
    price pride prime print prize proof proud queen quick quiet quite quote radio raise ranch
    range rapid ratio reach ready realm relax reply rider ridge rifle right rival river roast
    robot rough round route royal rural salad sauce scale scene scope score sense serve seven
    shade shake shape share sharp sheep sheet shelf shell shift shine shirt shock shore short
    shout sight silly since skill slate sleep slice slide smart smile smoke snake solid solve
    sound south space spare speak speed spend spice spine split spoon sport staff stage stake
    stand start state steam steel stick still stock stone stool store storm story stove strip
    study style sugar suite super sweet table taste teach tempo thank theme there thick thing
    think third those three throw tiger tight timer title toast today token tooth topic total
    touch tough tower trace track trade trail train treat trend trial tribe trick truck truly
    trust truth twice uncle under union unity until upper upset urban usage usual valid value
    video visit vital voice waste watch water wheat wheel where which while white whole woman
    world worry worth would wound write wrong yield young youth zebra
"""
WORDS = frozenset(_WORD_TEXT.split())


def _formable(word: str, letters: dict[int, str], hand: set[int]) -> list[int] | None:
    """Card ids spelling ``word`` from ``letters`` (hand and pool), using at least one hand card."""
    free = dict(letters)
    chosen: list[int] = []
    for char in word.upper():
        # Prefer hand cards, so the play always includes one when it can.
        options = sorted(
            (card for card, letter in free.items() if letter == char),
            key=lambda card: card not in hand,
        )
        if not options:
            return None
        chosen.append(options[0])
        del free[options[0]]
    return chosen if any(card in hand for card in chosen) else None


def greedy_action(game: PatentGame, words: frozenset[str] = WORDS):
    """A simple but real player: the longest word it finds, the dearest patent it may buy."""
    seat = game.to_act[0]
    phase = game.phase
    if phase is Phase.CHALLENGE:
        return Respond(seat, challenge=False)
    if phase is Phase.BUY:
        buyable = game.buyable_letters()
        return Buy(seat, buyable[0] if buyable else None)
    if phase is Phase.PENALTY:
        return Discard(seat, (game.hand(seat)[0],))
    if phase is Phase.DISCARD:
        return Discard(seat, ())
    hand = set(game.hand(seat))
    letters = {card: game.letter(card) for card in (*game.hand(seat), *game.pool)}
    counts = Counter(letters.values())
    best: list[int] | None = None
    for word in sorted(words, key=lambda word: (-len(word), word)):
        if best is not None and len(word) < len(best):
            break
        need = Counter(word.upper())
        if any(counts[char] < n for char, n in need.items()):
            continue
        cards = _formable(word, letters, hand)
        if cards is not None:
            best = cards
            break
    if best is None:
        return Discard(seat, tuple(sorted(hand))[:3])
    return Build(seat, (tuple(Slot.card_of(card) for card in best),))


def play_game(
    players: Sequence[PlayerSpec] = (PlayerSpec("Ann"), PlayerSpec("Tycoon", "ai:expert")),
    *,
    seed: int = 1,
    rules: RuleSet | None = None,
    max_actions: int | None = None,
    words: frozenset[str] = WORDS,
) -> PatentGame:
    """Play a game to its end (or to ``max_actions``) with :func:`greedy_action` for every seat."""
    rules = rules or RuleSet(challenge=ChallengeMode.AUTO, goal=20)
    game = PatentGame.new(tuple(players), words, rules, seed=seed, lexicon_id="test-words")
    while not game.game_over and (max_actions is None or len(game.actions) < max_actions):
        game.play(greedy_action(game, words))
    return game
