# C declarations for thermograph.py (see game.pxd): a stop of a form is C calls into the
# canonical forms and the order's float stops.
from cgt.game cimport nesting
from cgt.canonical.normal cimport _stops as _float_stops, canonical

cpdef _in(g, fn)
cpdef _stop(g, int side)
cpdef _as_fraction(s)
cpdef left_stop(g)
cpdef right_stop(g)
