"""A seeded random player for property tests: random legal actions and random valid builds.

Builds come from a small in-memory word list: every word that can be spelled from the hand and
the pool (using a hand card) is a candidate, and owned powers are used at random (a second word
with V, a copy with X, an added S with Z, Y declarations).
"""

from __future__ import annotations

import random
from collections import Counter

from patentgame.model.patent import Build, Buy, Discard, PatentGame, Phase, Respond, Slot, legality
from patentgame.model.patent.actions import Action, YRole

#: Sorted, so that random choices do not depend on the hash seed of the process.
WORD_ORDER = tuple(
    sorted(
        """
    ace act add age ago aid aim air ale and ant ape arc are ark arm art ash ask ate axe bad bag ban
    bar bat bay bed bee bet bid big bin bit boa bob bog box boy bud bug bun bus but buy cab can cap
    car cat cob cod cog con cop cot cow coy cry cub cue cup cut dab dad day den dew did die dig dim
    din dip doe dog don dot dry due dug dye ear eat ebb egg ego elk elm end era eve ewe eye fan far
    fat fax fed fee few fig fin fit fix fly foe fog for fox fry fun fur gag gap gas gel gem get gin
    god got gum gut guy gym had hag ham has hat hay hen her hex hid him hip his hit hog hop hot how
    hub hue hug hum hut ice icy ill ink inn ion ire irk its ivy jab jag jam jar jaw jay jet jig job
    jog jot joy jug jut keg ken key kid kin kit lab lad lag lap law lax lay led leg let lid lie lip
    lit log lot low lug mad man map mar mat max may men met mid mix mob mod mop mud mug nab nag nap
    net new nil nip nit nod nor not now nun nut oak oar oat odd ode off oft oil old one opt orb ore
    our out ova owe owl own pad pal pan par pat paw pay pea peg pen pet pie pig pin pit ply pod pop
    pot pox pry pub pun pup put qat quay quiz quit quote rag ram ran rap rat raw ray red rib rid rig
    rim rip rob rod roe rot row rub rug rum run rut rye sad sag sap sat saw say sea see set sew shy
    sin sip sir sit six ski sky sly sob sod son sop sow soy spa spy sty sub sue sum sun tab tad tag
    tan tap tar tax tea tee ten the tie tin tip toe ton top tow toy try tub tug two urn use van vat
    vet vex via vie vow wad wag war was wax way web wed wet who why wig win wit woe wok won woo wow
    yak yam yap yaw yea yen yes yet yew yin you zap zed zen zip zit zoo
    able acre aide bake bare bath bead beat bird boat bone cake cart coat cure dare date dine dote
    earn east fare fate fire gate gear hare heat idea iron joke jury kite lane late lean mare mate
    neat note nose oars rate read rent rest rise road rose sane seat sent star tear tide tone tree
    true vase vote wave zero zone quite quiet quart query liquor equator
    cats dogs rats bats hats mats cars bars stare tears rates irate ratio ration nation station
    orient stone notes onset tenor toner trains strain stain satin saint retain retina certain
    """.split()
    )
)
WORDS = frozenset(WORD_ORDER)


def _spellable(word: str, available: Counter[str]) -> bool:
    need = Counter(word.upper())
    return all(available[letter] >= count for letter, count in need.items())


def random_build(game: PatentGame, rng: random.Random) -> Build | None:
    """A random well-formed build whose words are in ``WORDS``, or ``None`` if there is none."""
    seat = game.current
    hand = list(game.hand(seat))
    pool = list(game.pool)
    letters = Counter(game.letter(card) for card in hand + pool)
    candidates = [w for w in WORD_ORDER if _spellable(w, letters)]
    rng.shuffle(candidates)
    powers = game.powers_of(seat)
    for word in candidates[:40]:
        build = _place(game, word, hand, pool, rng)
        if build is None:
            continue
        words = [build]
        if "V" in powers and rng.random() < 0.5:
            used = {s.card for s in build}
            rest_hand = [c for c in hand if c not in used]
            rest_pool = [c for c in pool if c not in used]
            rest = Counter(game.letter(c) for c in rest_hand + rest_pool)
            for second in [w for w in WORD_ORDER if _spellable(w, rest)][:20]:
                other = _place(game, second, rest_hand, rest_pool, rng)
                if other is not None:
                    words.append(other)
                    break
        if "X" in powers and rng.random() < 0.3:
            real = [s.card for w in words for s in w]
            if len(real) >= 3:
                card = rng.choice(real)
                words[0] = (*words[0], Slot.copy_of(card))
        if "Z" in powers and rng.random() < 0.3:
            words[-1] = (*words[-1], Slot.added_s())
        action = Build(seat, tuple(words))
        if game.why_illegal(action) is None:
            return action
    return None


def _place(
    game: PatentGame, word: str, hand: list[int], pool: list[int], rng: random.Random
) -> tuple[Slot, ...] | None:
    free_hand = list(hand)
    free_pool = list(pool)
    rng.shuffle(free_pool)
    slots: list[Slot] = []
    used_hand = False
    for letter in word.upper():
        source = free_hand if rng.random() < 0.7 else free_pool
        card = next((c for c in source if game.letter(c) == letter), None)
        if card is None:
            source = free_pool if source is free_hand else free_hand
            card = next((c for c in source if game.letter(c) == letter), None)
        if card is None:
            return None
        source.remove(card)
        used_hand = used_hand or source is free_hand
        y = rng.choice([None, YRole.VOWEL, YRole.CONSONANT]) if letter == "Y" else None
        slots.append(Slot.card_of(card, y))
    return tuple(slots) if used_hand else None


def random_action(game: PatentGame, rng: random.Random) -> Action:
    """A random legal action that favours building and buying, so games end."""
    seat = game.current
    if game.phase is Phase.BUILD and rng.random() < 0.9:
        build = random_build(game, rng)
        if build is not None:
            return build
    if game.phase is Phase.BUY:
        letters = game.buyable_letters()
        if letters and rng.random() < 0.9:
            return Buy(seat, rng.choice(letters))
        return Buy(seat, None)
    if game.phase is Phase.CHALLENGE:
        return Respond(rng.choice(game.to_act), rng.random() < 0.2)
    if game.phase in (Phase.BUILD, Phase.DISCARD):
        hand = game.hand(seat)
        chosen = tuple(card for card in hand if rng.random() < 0.2)
        return Discard(seat, chosen)
    actions = list(legality.legal_actions(game))
    return rng.choice(actions)
