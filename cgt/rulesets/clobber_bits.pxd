# Machine-word types for the bit boards of clobber_bits.py. Cython reads this file beside the
# unchanged Python source when it compiles the module (setup.py); the pure-Python core never
# sees it. A board is (w, b): b holds Left's stones in bits 0..31 and Right's in 32..63, so it
# fits an unsigned 64-bit word (canonical() sends only boards of at most 32 cells here).
import cython

from cgt.canonical.normal cimport _from_options
from cgt.rulesets.domineering cimport _add_regions


cdef class _Steps:
    cdef public int n
    cdef public long long shift[64]
    cdef public unsigned long long starts[64]


cdef class Evaluator:
    cdef public tuple directions, links_of
    cdef public bint left_x, left_o, right_x, right_o, negates, negated
    cdef public int keep, best_w
    cdef public unsigned long long best
    cdef public list moves, links, known

    @cython.locals(steps=_Steps)
    cpdef _Steps _moves(self, int w)

    @cython.locals(known=dict, moves=_Steps, links=_Steps, x=cython.ulonglong,
                   o=cython.ulonglong, todo=cython.ulonglong, part=cython.ulonglong,
                   grown=cython.ulonglong, c=cython.ulonglong, k=cython.int, s=cython.int,
                   parts=list, values=list)
    cpdef value(self, int w, unsigned long long b, search)

    @cython.locals(left=cython.ulonglong, right=cython.ulonglong, k=cython.int, s=cython.int,
                   starts=cython.ulonglong)
    cpdef bint _has_move(self, _Steps moves, unsigned long long x, unsigned long long o)

    @cython.locals(full=cython.ulonglong, stones=cython.ulonglong, r0=cython.int, r1=cython.int,
                   every=cython.ulonglong, r=cython.int, row=cython.ulonglong, c0=cython.int,
                   nw=cython.int, h=cython.int, keep=cython.ulonglong, cx=cython.ulonglong,
                   co=cython.ulonglong, known=dict, rep=dict, best_w=cython.int,
                   best=cython.ulonglong, negated=cython.bint)
    cpdef region(self, int w, unsigned long long x, unsigned long long o, search)

    @cython.locals(one=cython.ulonglong,
                   xa=cython.ulonglong, xb=cython.ulonglong, xc=cython.ulonglong,
                   xd=cython.ulonglong, xta=cython.ulonglong, xtb=cython.ulonglong,
                   xtc=cython.ulonglong, xtd=cython.ulonglong,
                   oa=cython.ulonglong, ob=cython.ulonglong, oc=cython.ulonglong,
                   od=cython.ulonglong, ota=cython.ulonglong, otb=cython.ulonglong,
                   otc=cython.ulonglong, otd=cython.ulonglong,
                   k=cython.int, r=cython.int, up=cython.int, col=cython.int, back=cython.int,
                   keep=cython.int)
    cpdef _images(self, int h, int w, unsigned long long x, unsigned long long o)

    @cython.locals(c=cython.ulonglong)
    cpdef _consider(self, int w, unsigned long long x, unsigned long long o, bint negated)

    @cython.locals(moves=_Steps, x=cython.ulonglong, o=cython.ulonglong,
                   left=cython.ulonglong, right=cython.ulonglong, lefts=list, rights=list,
                   k=cython.int, s=cython.int, starts=cython.ulonglong, cand=cython.ulonglong,
                   i=cython.ulonglong, j=cython.ulonglong)
    cpdef _options_value(self, int w, unsigned long long b, search)
