# Machine-word types for the bit boards of amazons_bits.py. Cython reads this file beside the
# unchanged Python source when it compiles the module (setup.py); the pure-Python core never
# sees it. A board is (w, b): b holds Left's amazons in bits 0..20, Right's in 21..41 and the
# empty cells in 42..62, so it fits an unsigned 64-bit word (canonical() sends only boards of
# at most 21 cells here).
import cython

from cgt.canonical.normal cimport _from_options
from cgt.rulesets.domineering cimport _add_regions


cdef class _Steps:
    cdef public long long shift[8]
    cdef public unsigned long long starts[8]


cdef class Evaluator:
    cdef public bint negated
    cdef public int best_w
    cdef public unsigned long long best
    cdef public list steps, known

    @cython.locals(steps=_Steps)
    cpdef _Steps _steps(self, int w)

    @cython.locals(known=dict, steps=_Steps, x=cython.ulonglong, o=cython.ulonglong,
                   e=cython.ulonglong, todo=cython.ulonglong, part=cython.ulonglong,
                   grown=cython.ulonglong, c=cython.ulonglong, k=cython.int, s=cython.int,
                   parts=list, values=list)
    cpdef value(self, int w, unsigned long long b, search)

    @cython.locals(full=cython.ulonglong, cells=cython.ulonglong, r0=cython.int, r1=cython.int,
                   every=cython.ulonglong, r=cython.int, row=cython.ulonglong, c0=cython.int,
                   nw=cython.int, h=cython.int, keep=cython.ulonglong, cx=cython.ulonglong,
                   co=cython.ulonglong, ce=cython.ulonglong, known=dict, rep=dict,
                   best_w=cython.int, best=cython.ulonglong, negated=cython.bint)
    cpdef region(self, int w, unsigned long long x, unsigned long long o, unsigned long long e,
                 search)

    @cython.locals(one=cython.ulonglong,
                   xb=cython.ulonglong, xc=cython.ulonglong, xd=cython.ulonglong,
                   xta=cython.ulonglong, xtb=cython.ulonglong, xtc=cython.ulonglong,
                   xtd=cython.ulonglong,
                   ob=cython.ulonglong, oc=cython.ulonglong, od=cython.ulonglong,
                   ota=cython.ulonglong, otb=cython.ulonglong, otc=cython.ulonglong,
                   otd=cython.ulonglong,
                   eb=cython.ulonglong, ec=cython.ulonglong, ed=cython.ulonglong,
                   eta=cython.ulonglong, etb=cython.ulonglong, etc=cython.ulonglong,
                   etd=cython.ulonglong,
                   k=cython.int, r=cython.int, up=cython.int, col=cython.int, back=cython.int)
    cpdef _images(self, int h, int w, unsigned long long x, unsigned long long o,
                  unsigned long long e)

    @cython.locals(c=cython.ulonglong)
    cpdef _consider(self, int w, unsigned long long x, unsigned long long o,
                    unsigned long long e, bint negated)

    @cython.locals(x=cython.ulonglong, o=cython.ulonglong, e=cython.ulonglong)
    cpdef _options_value(self, int w, unsigned long long b, search)

    @cython.locals(steps=_Steps, out=list, rest=cython.ulonglong, i=cython.ulonglong,
                   k=cython.int, s=cython.int, starts=cython.ulonglong, j=cython.ulonglong,
                   mine=cython.ulonglong, free=cython.ulonglong, a=cython.int, t=cython.int,
                   astarts=cython.ulonglong, arrow=cython.ulonglong, c=cython.ulonglong)
    cpdef list _moves(self, int w, unsigned long long me, unsigned long long them,
                      unsigned long long e, bint left, search)
