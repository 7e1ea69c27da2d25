"""A short tour of cgt: the README's main job.  Run: python examples/tour.py"""

from cgt import (
    D,
    Domineering,
    E,
    M,
    canonical_sum,
    claim,
    explain_outcome,
    misere_quotient,
    nimber,
    numbers,
    parse,
    take_and_break,
    temperature,
    zero,
)
from cgt.rulesets import (
    ChildishHackenbush,
    Eatcake,
    Kings,
    Wythoff,
    nim_value_table,
    partizan_subtraction,
    turning,
)


def show(label: str, value: object) -> None:
    print(f"  {label:<44} {value}")


def main() -> None:
    print("Normal play")
    G = parse("{3||2|1}")
    show("G = {3||2|1};  G + G", (G + G).canonical())
    show("outcome of G", G.outcome())
    show("{0|^*5}", parse("{0|^*5}").canonical())
    show("{0||0|-1}", parse("{0||0|-1}").canonical())
    show("{*|*} : 3   (ordinal sum, literal base)", parse("{*|*} : 3").canonical())
    show("{-1|1} : 1", parse("{-1|1} : 1").canonical())
    show("^ + ^ + * (value of the sum)", canonical_sum(parse("^"), parse("^"), parse("*")))
    show("{3||2+*|1+*}: normal, misère outcome", (
        f"{parse('{3||2+*|1+*}').outcome()}, "
        f"{parse('{3||2+*|1+*}').canonical().misere_outcome()}"
    ))

    print("\nMisère play modulo universes (each verdict carries its evidence)")
    sprigs = parse("*:1/2 + *:-1/2")
    for name, U in (("D", D), ("E", E), ("M", M)):
        v = U.equiv(sprigs, zero)
        show(f"*:1/2 + *:-1/2 ≡ 0 (mod {name})?", bool(v))
        if v.holds:
            print(f"      because: {v.reason}")
        else:
            print(f"      witness X = {v.witness}: o⁻(G+X), o⁻(H+X) = {v.outcomes}")
    v = D.equiv(nimber(2) + nimber(2), zero)
    show("*2 + *2 ≡ 0 (mod D)?", f"{bool(v)}; X = {v.witness}, outcomes {v.outcomes}")
    show("canonical form of * + * (mod D)", D.canonical(parse("* + *")))
    show("canonical form of * + * (mod E)", E.canonical(parse("* + *")))

    print("\nThermography")
    pm = parse("±1 + ±2 + ±3")
    show("±1 + ±2 + ±3: thermograph", pm.canonical().thermograph())
    show("temperature of {3||2|1} + {4|1}", temperature(parse("{3||2|1} + {4|1}")))

    print("\nHackenbush sprigs and impartial games")
    out, why = explain_outcome(parse("*:1 + *:-1/2 + *"))
    show("misère outcome of *:1 + *:-1/2 + *", f"{out}, by {why}")
    kayles = take_and_break("0.77")
    show("Kayles: nim values of heaps 0..11", kayles.nim_values(11).tolist())
    show("Kayles: genus of heap 5", kayles.genus(5))
    q = misere_quotient(kayles, heaps=30)
    show("Kayles' misère quotient: order, P-portion", f"{q.order}, {q.p_portion}")

    print("\nCGSuite's ruleset library, with CGSuite's values")
    show("Kings xox|ox.  (a Clobber variant)", Kings("xox|ox.").canonical())
    show("partizan subtraction {1,3} | {2,3}, heap 6", partizan_subtraction([1, 3], [2, 3])(6)
         .canonical())
    show("Eatcake 3 x 4;  Childish Hackenbush l(l;rl)",
         f"{Eatcake(3, 4).canonical()};  {ChildishHackenbush('l(l;rl)').canonical()}")
    show("Mock Turtles, coins htththtth: nim value", turning("1-3")("htththtth").nim_value())
    show("Domineering's impartial variant (Cram), ...|...|..#",
         Domineering.impartial_variant()("...|...|..#").canonical())
    print("  Wythoff's game: nim values of (a, b), 0 <= a <= 3, 0 <= b <= 7")
    print("    " + str(nim_value_table(Wythoff, 3, 7)).replace("\n", "\n    "))

    print("\nClaims over families, checked instance by instance")
    for U, name in ((D, "D"), (M, "M")):
        r = claim("*:x + *:-x == 0", mod=U, x=numbers(max_birthday=4)).check(stop_at_first=True)
        first = "" if r.holds else f"; first counterexample {r.counterexamples[0]}"
        show(f"*:x + *:-x ≡ 0 (mod {name}), numbers x by day 4", f"{r.holds}{first}")


if __name__ == "__main__":
    main()
