# C declarations for game.py. Cython reads this file beside the unchanged Python source when it
# compiles the module (setup.py); the pure-Python core never sees it.

cdef extern from "Python.h":
    # Forms take part in no reference cycle (game.py, before _COMPILED): the compiled core
    # asks the cyclic garbage collector not to track them. The pure-Python core never calls it.
    void _untrack "PyObject_GC_UnTrack" (object)
    # Whether an object's type has the collector's header (only such objects may be untracked).
    bint _collectable "PyObject_IS_GC" (object)

# Whether this module runs compiled: a C flag here, so the test on every new form is a load.
cdef bint _COMPILED
