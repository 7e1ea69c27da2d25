# C declarations for notation.py (see game.pxd): the reader of braces around values, the
# commonest text (_scan: a loop over the text's characters as C ints), is C functions calling
# each other and the core's constructors. Texts are exact str
# (parse makes them so), which lets the compiled reader call the str methods in C.
cimport cython
from cgt.game cimport _make
from cgt.values cimport held_integer

# The atoms: a C global of type dict (its look-ups, C calls); the nimbers read by the
# scanner, a list indexed in C.
cdef dict _ATOMS
cdef list _STARS
cdef Py_ssize_t _STARS_MAX
# Whether this module runs compiled: a C flag, not a global looked up in the scanner's loops.
cdef bint _COMPILED

cdef extern from "Python.h":
    # text[i] of a str without an index's bounds and sign checks: _scan's indices are in range
    # by its loops' tests (i < n); the text's kind and data are looked up once per text.
    int _kind "PyUnicode_KIND" (object)
    void *_data "PyUnicode_DATA" (object)
    Py_UCS4 _char "PyUnicode_READ" (int, void *, Py_ssize_t)
    # str.isascii of an exact str, a flag read (parse), not a method call
    bint _is_ascii "PyUnicode_IS_ASCII" (object)

cpdef _shortcut(str text)
cpdef _one_value(str text)
@cython.locals(n=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t, k=Py_ssize_t, e=Py_ssize_t,
               d=Py_ssize_t, v=cython.longlong, digits=cython.bint, depth=Py_ssize_t,
               kind=cython.int, data=cython.p_void, star=cython.bint,
               start=Py_ssize_t, c=Py_UCS4, state=cython.int, on_right=cython.bint,
               stack=list, left=list, right=list, opts=list, ends=list, opened=list)
cpdef _scan(str text)
@cython.locals(q=str, c=Py_UCS4, digits=cython.bint)
cpdef _leaf(str p)
@cython.locals(read=list, recent=dict, older=dict, size=Py_ssize_t)
cpdef _parse_short(str text)
cpdef _parse(str text)
