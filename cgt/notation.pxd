# C declarations for notation.py (see game.pxd): the reader of braces around values, the
# commonest text (_scan: a loop over the text's characters as C ints), is C functions calling
# each other and the core's constructors. Texts are exact str
# (parse makes them so), which lets the compiled reader call the str methods in C.
cimport cython
from cgt.game cimport _make
from cgt.values cimport held_integer

# The atoms: a C global of type dict (its look-ups, C calls).
cdef dict _ATOMS
# Whether this module runs compiled: a C flag, not a global looked up in the scanner's loops.
cdef bint _COMPILED

cdef extern from "Python.h":
    # text[i] of a str without an index's bounds and sign checks: _scan's indices are in range
    # by its loops' tests (i < n).
    Py_UCS4 _char_at "PyUnicode_READ_CHAR" (object, Py_ssize_t)

cpdef _shortcut(str text)
cpdef _one_value(str text)
@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, k=Py_ssize_t, e=Py_ssize_t,
               d=Py_ssize_t, v=cython.longlong, digits=cython.bint,
               start=Py_ssize_t, c=Py_UCS4, state=cython.int, on_right=cython.bint,
               stack=list, left=list, right=list, opts=list, ends=list, opened=list)
cpdef _scan(str text)
@cython.locals(q=str, c=Py_UCS4, digits=cython.bint)
cpdef _leaf(str p)
@cython.locals(read=list, recent=dict)
cpdef _parse_short(str text)
cpdef _parse(str text)
