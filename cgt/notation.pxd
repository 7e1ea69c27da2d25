# C declarations for notation.py (see game.pxd): the reader of flat braces, the commonest
# text, is C functions calling each other and the core's constructors. Texts are exact str
# (parse makes them so), which lets the compiled reader call the str methods in C.
cimport cython
from cgt.game cimport _make
from cgt.values cimport held_integer

cpdef _shortcut(str text)
@cython.locals(sides=list)
cpdef _braces(str s)
@cython.locals(p=str, q=str, opts=list, atoms=dict)
cpdef _options(str side)
cpdef _one_value(str text)
@cython.locals(read=list, recent=dict)
cpdef _parse_short(str text)
cpdef _parse(str text)
