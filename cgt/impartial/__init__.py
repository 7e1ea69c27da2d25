"""Impartial games: nim values, misère canonical forms, genus, parts, links.

>>> from cgt.impartial import nim_sum, upper_nim_sum, lower_nim_sum
>>> nim_sum(3, 5), upper_nim_sum(3, 5), lower_nim_sum(3, 5)
(6, 7, 0)
"""

from cgt.impartial._genus import Genus, genus
from cgt.impartial.holshouser_reiter import (
    is_balanced,
    is_special,
    special_misere_outcome,
    special_winning_move,
)
from cgt.impartial.misere_canonical import (
    is_even,
    is_nim_heap,
    is_odd,
    mate,
    misere_canonical,
    misere_options,
    misere_sum,
)
from cgt.impartial.misere_days import day, day_count
from cgt.impartial.misere_linking import distinguisher, is_linked_to, link
from cgt.impartial.misere_notation import misere_str, parse_misere
from cgt.impartial.misere_parts import (
    is_extraverted,
    is_introverted,
    is_prime,
    misere_minus,
    partitions,
    parts,
)
from cgt.impartial.nim_arithmetic import (
    lower_nim_sum,
    mex,
    nim_div,
    nim_exp,
    nim_inverse,
    nim_product,
    nim_sum,
    ugly_product,
    upper_nim_sum,
)
from cgt.impartial.nim_values import misere_nim_value, nim_value
from cgt.impartial.quotient import MisereQuotient, misere_quotient
from cgt.impartial.tameness import (
    is_generally_restive,
    is_generally_tame,
    is_half_tame,
    is_restive,
    is_restless,
    is_tame,
    is_tameable,
    is_wild,
    phylum,
)

__all__ = [
    "mex",
    "nim_sum",
    "upper_nim_sum",
    "lower_nim_sum",
    "nim_product",
    "nim_exp",
    "nim_inverse",
    "nim_div",
    "ugly_product",
    "nim_value",
    "misere_nim_value",
    "misere_canonical",
    "misere_sum",
    "misere_options",
    "misere_str",
    "parse_misere",
    "mate",
    "genus",
    "Genus",
    "is_even",
    "is_odd",
    "is_nim_heap",
    "parts",
    "partitions",
    "misere_minus",
    "is_prime",
    "is_extraverted",
    "is_introverted",
    "distinguisher",
    "link",
    "is_linked_to",
    "phylum",
    "is_tame",
    "is_generally_tame",
    "is_tameable",
    "is_restive",
    "is_generally_restive",
    "is_restless",
    "is_half_tame",
    "is_wild",
    "day",
    "day_count",
    "is_special",
    "is_balanced",
    "special_misere_outcome",
    "special_winning_move",
    "misere_quotient",
    "MisereQuotient",
]
