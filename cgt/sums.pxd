# C declarations for sums.py (see game.pxd): G + H, and a sum built term by term, are C calls
# that read the forms' fields as the C type's.
cimport cython
from cgt.game cimport _Form, _WeakTable, make_held

# The parameters of a sum: a C type (fields read in C, built without a Python __init__).
@cython.no_gc
cdef class _SumParam:
    cdef public tuple components, ids

@cython.locals(table=_WeakTable)
cpdef _sum2(a, b)
cpdef _sum_many(tuple games)

cpdef _add_method(self, other)
cpdef _radd_method(self, other)

@cython.locals(t=tuple)
cpdef _integer_of(_Form g)

@cython.locals(table=_WeakTable, i=Py_ssize_t, p=_SumParam, ids=tuple)
cpdef _plus(_Form s, _Form g)

@cython.locals(c=_Form)
cpdef _new_sum(tuple comps, tuple key)

@cython.locals(table=_WeakTable)
cpdef _register(tuple comps, tuple key, birthday, flags)

cpdef _plain(g)
