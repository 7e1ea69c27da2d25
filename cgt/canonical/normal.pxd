# C declarations for normal.py (see game.pxd): the fast path of a fresh form whose options are
# all tagged values (the parser's commonest form) calls C functions and reads tags as fields.
cimport cython
from cgt.game cimport _Form, _make, set_canonical
from cgt._pair_memo cimport PairMemo
from cgt.values cimport from_tag, _tag_ge_zero, held_integer
from cgt.sums cimport _SumParam

# The memo tables of the order and of the stops: C globals of type dict, so their look-ups and
# writes are C calls (a bound method's call, or a subscript of an untyped global, is generic).
cdef dict _LE, _STOPS
# The order's answers on the compiled core: a C table of pairs of ids (cgt._pair_memo).
cdef PairMemo _LEC
# Whether this module runs compiled (as game.pxd's).
cdef bint _COMPILED

@cython.locals(f=_Form, x=_Form, left=tuple, right=tuple, tagged=cython.bint, p=_SumParam)
cpdef canonical(g)
cpdef _canonical_method(_Form self)

# G <= H: the operator's method calls le, which calls _le_forms, all C calls.
cpdef le(g, h)
@cython.locals(v=cython.int)
cpdef _le_forms(_Form g, _Form h)

@cython.locals(x=_Form, g=_Form, t=tuple, has_number=cython.int, has_other=cython.int,
               numbers=cython.bint)
cpdef _from_tagged_options(left, right, whole=*)

@cython.locals(x=_Form, y=_Form, tx=tuple, ty=tuple, a=tuple, b=tuple, n=Py_ssize_t,
               lower=cython.bint)
cpdef _undominated_tags(options, right)

# Comparison and canonical forms: C calls among themselves (the recursion is bounded by the
# forms' nesting, as before; deep forms still run on the big stack, cgt._deep).
@cython.locals(g=_Form, h=_Form, v=cython.int)
cpdef _le(g, h)
@cython.locals(g=_Form, h=_Form, tg=tuple, th=tuple, sg=tuple, sh=tuple, decided=cython.bint,
               r=cython.bint, n=Py_ssize_t)
cpdef _le_cold(g, h, tg, th, key)
# A form's options read as C fields, the property only for a held value not yet built.
cdef object _lefts(_Form g)
cdef object _rights(_Form g)
cdef Py_ssize_t _MEMO_MAX
cpdef _tags_le(tg, th)
cpdef _canonical(g)
@cython.locals(g=_Form, x=_Form, xr=_Form, xl=_Form)
cpdef _from_options(left, right, split_left=*, split_right=*)
cpdef _undominated_among(options, right)
@cython.locals(tg=tuple, th=tuple)
cpdef _known_le(_Form g, _Form h, tuple sg, tuple sh)
cpdef _float_stops(_Form g)

# Sums in closed form (numbers, switches, tags): C calls, fields read as the C type's.
@cython.locals(c=_Form, lt=tuple, rt=tuple, x=tuple, y=tuple)
cdef inline tuple _switch(_Form g)
@cython.locals(c=_Form, t=tuple, s=tuple, other=tuple, hot=dict, upt=list, rest=list)
cpdef _gather(list canon)
cpdef _sum_canonical(parts)
cpdef _add_each(x, total, list forms)
@cython.locals(t=tuple)
cpdef translate(g, x)
cpdef _half(v)

# The canonical forms' inner steps, called from each other and from the rulesets in C.
@cython.locals(t=tuple)
cpdef _stops(_Form g)
@cython.locals(a=_Form, b=_Form, ta=tuple, tb=tuple)
cpdef _canonical_sum(a, b)
cpdef _undominated(options, rivals, right)
cpdef _simple_value(left, right)
cpdef _fold(canon)
@cython.locals(g=_Form, t=tuple)
cpdef _number_of(g)
cpdef _simplest(lo, hi)
@cython.locals(x=_Form, y=_Form, out=list)
cpdef list _distinct(options)
@cython.locals(x=_Form, y=_Form, n=Py_ssize_t)
cpdef bint _same_options(left, right)
