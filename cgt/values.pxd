# C declarations for values.py (see game.pxd): the recogniser reads its options' fields as
# the C type's, and a fresh integer is built by C calls.
cimport cython
from cgt.game cimport _Form, _WeakTable, _new_form, make_held

# Whether this module runs compiled (as game.pxd's).
cdef bint _COMPILED

@cython.locals(o=_Form)
cpdef _recognise(lt, rt)

@cython.locals(table=_WeakTable)
cpdef held_integer(n)

@cython.locals(table=_WeakTable)
cpdef _new_held(p, key)

@cython.locals(table=_WeakTable)
cpdef from_tag(x, n, m)

cpdef _tag_ge_zero(x, n, m)
cpdef _number_birthday(x)
