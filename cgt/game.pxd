# C declarations for game.py. Cython reads this file beside the unchanged Python source when it
# compiles the module (setup.py); the pure-Python core never sees it.

cdef extern from "Python.h":
    # Forms take part in no reference cycle (game.py, before _COMPILED): the compiled core
    # asks the cyclic garbage collector not to track them. The pure-Python core never calls it.
    void _untrack "PyObject_GC_UnTrack" (object)
    # weakref.ref(g, callback), as the C function the type's call ends in.
    object _new_ref "PyWeakref_NewRef" (object, object)
    # Whether an object's type has the collector's header (only such objects may be untracked).
    bint _collectable "PyObject_IS_GC" (object)

cdef extern from *:
    """
    /* _Form.__new__(cls) for a subclass cls of _Form: _Form's own allocator, straight (a
       Python-level call of __new__ costs more than the form). */
    static inline PyObject *cgt_new_form(PyObject *base, PyObject *cls) {
        PyObject *args = PyTuple_New(0);
        PyObject *r;
        if (args == NULL) return NULL;
        r = ((PyTypeObject *)base)->tp_new((PyTypeObject *)cls, args, NULL);
        Py_DECREF(args);
        return r;
    }
    """
    object _new_form "cgt_new_form" (object, object)

# Whether this module runs compiled: a C flag here, so the test on every new form is a load.
cdef bint _COMPILED

cimport cython

# The fields of a form (game.py's _Form, whose __slots__ name the same ones): a C type, so the
# hot loops below read and write them as struct members. Game and its subclasses stay Python
# classes. A field not written reads None here (held values' options until materialised).
cdef class _Form:
    cdef public object left, right, birthday, _id, _param, _canon, _tag, _neg, _flags
    cdef object __weakref__

# The interning tables: put and find are C methods.
cdef class _WeakTable(dict):
    cdef public Py_ssize_t sweep_at
    cpdef put(self, key, g)
    cpdef find(self, key)

# Typed locals: only where every value is a form (or None) and no held value's left or
# right is read through them (a typed read sees the field, not _Held's property).
@cython.locals(h=_Form, g=_Form, table=_WeakTable, fl=cython.int, hf=cython.int,
               left_dead=cython.int, right_dead=cython.int, dead_ending=cython.int,
               not_right_dead=cython.int)
cpdef _make(left, right, values=*)

@cython.locals(g=_Form)
cpdef make_held(param, birthday, flags, tag=*, canonical=*, cls=*)

@cython.locals(a=_Form, b=_Form)
cpdef _normalise(options)

@cython.locals(g=_Form)
cpdef set_canonical(g, c)
