# Machine-word types for the bit boards of domineering.py. Cython reads this file beside the
# unchanged Python source when it compiles the module (setup.py); the pure-Python core never
# sees it. _fast_canonical sends only boards that fit (at most 64 cells, sides at most 30) here.
import cython


@cython.locals(todo=cython.ulonglong, comp=cython.ulonglong, grown=cython.ulonglong)
cpdef list _regions(unsigned long long m, int w, unsigned long long not_last,
                    unsigned long long not_first)


@cython.locals(r0=cython.int, r1=cython.int, r=cython.int, c0=cython.int, nw=cython.int,
               full=cython.ulonglong, every=cython.ulonglong, keep=cython.ulonglong,
               out=cython.ulonglong, rest=cython.ulonglong, row=cython.ulonglong)
cpdef tuple _crop_now(int w, unsigned long long m)


@cython.locals(a=cython.ulonglong, b=cython.ulonglong, c=cython.ulonglong, d=cython.ulonglong,
               ta=cython.ulonglong, tb=cython.ulonglong, tc=cython.ulonglong,
               td=cython.ulonglong, one=cython.ulonglong, k=cython.int, r=cython.int,
               up=cython.int, col=cython.int, back=cython.int)
cpdef tuple _images(int h, int w, unsigned long long m)


# The evaluator: a C type whose methods call each other, and the canonical forms' builder, in C.
from cgt.canonical.normal cimport _from_options, _canonical_sum, _fold
from cgt.game cimport _Form
from cgt.values cimport from_tag


@cython.locals(g=_Form, t=tuple)
cpdef _add_regions(list parts)


cdef class _Evaluator:
    cdef public bint impartial
    cdef public dict table, seen, boards, regions
    cpdef value(self, h, w, m, search)
    cpdef dict _boards(self, h, w)
    cpdef _sum_of_regions(self, h, w, m, tuple geometry, search)
    @cython.locals(known=tuple, same=list, trans=list)
    cpdef region(self, tuple board, search)
    @cython.locals(out=list)
    cpdef list _options(self, h, w, m, list dominoes, tuple geometry, dict boards, search)
