"""Impartial games: nim values and their arithmetic.

>>> from cgt.impartial import nim_sum, upper_nim_sum, lower_nim_sum
>>> nim_sum(3, 5), upper_nim_sum(3, 5), lower_nim_sum(3, 5)
(6, 7, 0)
"""

from cgt.impartial.nim_arithmetic import (
    lower_nim_sum,
    mex,
    nim_product,
    nim_sum,
    upper_nim_sum,
)

__all__ = ["mex", "nim_sum", "upper_nim_sum", "lower_nim_sum", "nim_product"]
