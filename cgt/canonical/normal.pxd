# C declarations for normal.py (see game.pxd): the fast path of a fresh form whose options are
# all tagged values (the parser's commonest form) calls C functions and reads tags as fields.
cimport cython
from cgt.game cimport _Form, _make, set_canonical

cpdef canonical(g)

@cython.locals(x=_Form)
cpdef _from_tagged_options(left, right)

@cython.locals(x=_Form, y=_Form)
cpdef _undominated_tags(options, right)

# Comparison and canonical forms: C calls among themselves (the recursion is bounded by the
# forms' nesting, as before; deep forms still run on the big stack, cgt._deep).
@cython.locals(g=_Form, h=_Form)
cpdef _le(g, h)
cpdef _le_cold(g, h, tg, th, key)
cpdef _tags_le(tg, th)
cpdef _canonical(g)
cpdef _from_options(left, right, split_left=*, split_right=*)
cpdef _undominated_among(options, right)
cpdef _known_le(g, h, sg, sh)
cpdef _float_stops(g)
