# C declarations for notation.py (see game.pxd): the reader of flat braces, the commonest
# text, is C functions calling each other and the core's constructors.
from cgt.game cimport _make
from cgt.values cimport held_integer

cpdef _shortcut(text)
cpdef _braces(s)
cpdef _options(side)
cpdef _one_value(text)
