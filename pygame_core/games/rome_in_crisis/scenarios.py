"""Teaching positions for Rome in Crisis.

"rulebook-example" rebuilds the rulebook's worked example of play (three
players: Artorius, Brutus and Caesar, Caesar dealing) as one position, then
plays it step by step: the draft, the Military election (1 / 9 / 11, then 12
and 16), the offices, the crises before and after they mount, the Emperor's
21 points and the Legatus's 6.  Card values follow data.py; where the
rulebook's pictures are lost the position is our reconstruction (data sheet
section 7).
"""
from ...kernel.game import Scenario
from . import data as D
from .positions import K, enter_turn, table

NAMES = ["Artorius", "Brutus", "Caesar"]
A, B, C = 0, 1, 2


def rulebook_example_state(game, rng, options=None):
    st = table(game, 3, rng, dict(options or {}, names=NAMES),
               hands=[[("gold", 2)], [("palmyra", 3), ("palmyra", 3)], [("gold", 2), ("persia", 5)]],
               offer=[("persia", 7), ("spqr", 7), ("palmyra", 8), ("goths", 5), ("goths", 3),
                      ("gold", 2), ("spqr", 3), ("persia", 6), ("spqr", 4)],
               cands={"Claudius II": A, "Philip the Arab": A, "Valerian": B,
                      "Pupienus & Balbinus": B, "Aurelian": C, "Gordian I": C},
               displays={"Valerian": [("goths", 5)], "Aurelian": [("persia", 4), ("gold", 2)]},
               offices={"legatus": "Aurelian", "cavalry": "Valerian",
                        "prefect": "Philip the Arab", "senate": "Gordian I"},
               crises={"spqr": [("spqr", 9)], "persia": [("persia", 8)],
                       "goths": [("goths", 4)], "palmyra": [("palmyra", 4)]},
               dealer=C, method="military", scores=[10, 14, 18], turn=5)
    enter_turn(st, "draft")
    return st


def _id(t, v, nth=0):
    return [i for i, x in enumerate(D.INFLUENCE) if x == (t, v)][nth]


def rulebook_example_steps():
    g5b = _id("goths", 5, 0)   # the Goths 5 in the middle (the other is on Valerian)
    s = lambda caption, seat=None, action=None: {"caption": caption, "seat": seat,
                                                 "action": action}
    return [
        s("Artorius, Brutus and Caesar play; Caesar deals and the election will be "
          "Military. Aurelian holds the Legatus (+3), Valerian the Cavalry Commander "
          "(+2). Nine cards lie in the middle for the draft."),
        s("Artorius drafts first and takes the Persia 7.", A,
          {"type": "draft", "card": _id("persia", 7)}),
        s("Brutus takes the SPQR 7.", B, {"type": "draft", "card": _id("spqr", 7)}),
        s("Caesar, last in the first round and first in the second, takes the Palmyra 8…",
          C, {"type": "draft", "card": _id("palmyra", 8)}),
        s("…and the Goths 5.", C, {"type": "draft", "card": g5b}),
        s("Going back anticlockwise, Brutus takes the Goths 3.", B,
          {"type": "draft", "card": _id("goths", 3)}),
        s("Artorius picks up the Gold 2.", A, {"type": "draft", "card": _id("gold", 2, 2)}),
        s("The third round goes clockwise again: Artorius takes the SPQR 3.", A,
          {"type": "draft", "card": _id("spqr", 3)}),
        s("Brutus takes the Persia 6.", B, {"type": "draft", "card": _id("persia", 6)}),
        s("Only the SPQR 4 is left, and it goes to Caesar (a forced pick is played "
          "for the player)."),
        s("Each player puts forward a candidate with a Military rating. Artorius's only "
          "one is Claudius II: rating 1, no office, no cards: 1."),
        s("Brutus chooses Valerian: 2 rating + 2 office + Goths 5 = 9.", B,
          {"type": "nominate", "candidate": K["Valerian"][0]}),
        s("Caesar's only Military candidate is Aurelian: 2 rating + 3 office + Persia 4 "
          "+ Gold 2 = 11. He leads, so the bidding starts on his left, with Artorius."),
        s("Artorius does not like his chances and drops out. Being first out, he will "
          "choose the next method.", A, {"type": "pass"}),
        s("Brutus must top 11: he plays a Palmyra 3 on Valerian…", B,
          {"type": "bid", "card": _id("palmyra", 3)}),
        s("…and stands at 12.", B, {"type": "done"}),
        s("Caesar answers with his Goths 5 on Aurelian…", C, {"type": "bid", "card": g5b}),
        s("…reaching 16.", C, {"type": "done"}),
        s("Brutus drops out too: Aurelian becomes Emperor.", B, {"type": "pass"}),
        s("Artorius turns the method card to Praetorian for next turn, for his Philip "
          "the Arab. Aurelian gives up the Legatus, which goes to Valerian (best "
          "remaining Military); Valerian's Cavalry Commander goes to Claudius II.", A,
          {"type": "method", "method": "praetorian"}),
        s("The crises before they mount: SPQR 9 ranks first, then Persia 8, Goths 4 "
          "and Palmyra 4 (a tie: Goths' letter A beats Palmyra's C). Now each player "
          "secretly adds a card. Caesar adds his Gold 2…", C,
          {"type": "commit", "card": _id("gold", 2, 1)}),
        s("…Artorius an SPQR 3 to make the top crisis harder…", A,
          {"type": "commit", "card": _id("spqr", 3)}),
        s("…and Brutus a Palmyra 3. Revealed: SPQR 12, Palmyra 7; the Gold goes last to "
          "the top crisis, so SPQR 14, Persia 8, Palmyra 7, Goths 4.", B,
          {"type": "commit", "card": _id("palmyra", 3, 1)}),
        s("The Emperor's cards total 11, too little for the SPQR crisis of 14, but it "
          "pays the most. He takes it on…", C, {"type": "address", "crisis": "spqr"}),
        s("…adding his SPQR 4 from hand: 15.", C, {"type": "add", "card": _id("spqr", 4)}),
        s("No other SPQR or Gold card is left in his hand, so the crisis is resolved "
          "at once: 15 covers all 14, the top crisis is cleared and Caesar scores 21."),
        s("The Legatus lacks the cards for Persia or Palmyra, so Brutus spends Valerian's "
          "Goths 5 on the Goths 4, now the third crisis: 6 points. Then Aurelian dies; "
          "his card turns to Probus and is discarded, and Caesar, leading, deals again.",
          B, {"type": "fight", "crisis": "goths", "cards": [_id("goths", 5, 1)]}),
    ]


SCENARIOS = {
    "rulebook-example": Scenario(
        title="The rulebook's example of play",
        players=3,
        options={"names": NAMES},
        build=rulebook_example_state,
        steps=rulebook_example_steps(),
    ),
}
