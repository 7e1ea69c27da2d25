# C declarations for thermograph.py (see game.pxd): a stop of a form is C calls into the
# canonical forms and the order's float stops; cooling is C calls among its steps.
from cgt.game cimport nesting, _make, set_canonical
from cgt.canonical.normal cimport _stops as _float_stops, canonical, _from_options, _number_of
from cgt.canonical.normal cimport translate
from cgt.values cimport from_tag

cpdef _in(g, fn)
cpdef _stop(g, int side)
cpdef _as_fraction(s)
cpdef left_stop(g)
cpdef right_stop(g)

# Cooling (cool, _cool): its steps, called from each other in C.
cpdef _integer(c)
cpdef _held_number(c)
cpdef _stop_of(c, side)
cpdef _as_number(t)
cpdef _cool(g, t, k, key_t)
cpdef _mast_below(g, t)
cpdef _canonical_form(left, right)
