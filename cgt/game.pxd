# C declarations for game.py. Cython reads this file beside the unchanged Python source when it
# compiles the module (setup.py); the pure-Python core never sees it.

cdef extern from "Python.h":
    # Forms take part in no reference cycle (game.py, before _COMPILED): the compiled core
    # asks the cyclic garbage collector not to track them. The pure-Python core never calls it.
    void _untrack "PyObject_GC_UnTrack" (object)
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

cdef extern from *:
    """
    /* The interning tables of the compiled core hold forms by address (game.py, _WeakTable):
       a form's destructor takes its key out, so an address in a table is always allocated.
       A form whose count fell to 0 may wait a moment for its destructor (CPython's trashcan
       defers deep deallocations): it is found as absent, never brought back. */
    static inline PyObject *cgt_address(PyObject *g) {
        return PyLong_FromVoidPtr((void *)g);
    }
    static inline PyObject *cgt_alive_at(PyObject *v) {
        PyObject *g = (PyObject *)PyLong_AsVoidPtr(v);
        if (g == NULL) return NULL;
        if (Py_REFCNT(g) <= 0) g = Py_None;
        Py_INCREF(g);
        return g;
    }
    /* table.find(key): the live form stored under key, or None (one C call). */
    static inline PyObject *cgt_find(PyObject *table, PyObject *key) {
        PyObject *v = PyDict_GetItemWithError(table, key);
        if (v == NULL) {
            if (PyErr_Occurred()) return NULL;
            Py_RETURN_NONE;
        }
        return cgt_alive_at(v);
    }
    /* table._drop(key, g): the key out if it stands for g. */
    static inline int cgt_drop(PyObject *table, PyObject *key, PyObject *g) {
        PyObject *v = PyDict_GetItemWithError(table, key);
        if (v == NULL) return PyErr_Occurred() ? -1 : 0;
        if (PyLong_AsVoidPtr(v) != (void *)g) return 0;
        return PyDict_DelItem(table, key);
    }
    """
    object _address "cgt_address" (object)
    # dict's own insertion, for a _WeakTable
    int _dict_set "PyDict_SetItem" (object, object, object) except -1
    object _find_at "cgt_find" (object, object)
    int _drop_at "cgt_drop" (object, object, object) except -1

# Whether this module runs compiled: a C flag here, so the test on every new form is a load.
cdef bint _COMPILED

cimport cython

# The fields of a form (game.py's _Form, whose __slots__ name the same ones): a C type, so the
# hot loops below read and write them as struct members. Game and its subclasses stay Python
# classes. A field not written reads None here (held values' options until materialised).
cdef class _WeakTable

# Forms are in no reference cycle (game.py): the collector never clears one (a cleared form
# would lose the keys its destructor takes out of the interning tables).
@cython.no_gc_clear
cdef class _Form:
    cdef public object left, right, birthday, _id, _param, _canon, _tag, _neg, _flags
    cdef object __weakref__
    # the interning tables this form is in, and its keys there (_WeakTable)
    cdef _WeakTable _t1, _t2
    cdef object _k1, _k2

# The interning tables: put, find and _drop are C methods.
cdef class _WeakTable(dict):
    cdef public Py_ssize_t sweep_at, puts
    @cython.locals(f=_Form)
    cpdef put(self, key, g)
    cpdef find(self, key)
    cpdef _drop(self, key, g)

# The ids: a C counter, read and advanced by a C function (game.py, _next_id).
cdef long long _id_count
@cython.locals(i=cython.longlong)
cdef object _next_id()

# Typed locals: only where every value is a form (or None) and no held value's left or
# right is read through them (a typed read sees the field, not _Held's property).
@cython.locals(h=_Form, g=_Form, table=_WeakTable, fl=cython.int, hf=cython.int,
               left_dead=cython.int, right_dead=cython.int, dead_ending=cython.int,
               not_right_dead=cython.int, dicot=cython.int, impartial=cython.int,
               lt=tuple, rt=tuple, key=tuple, held=cython.bint)
cpdef _make(left, right, bint values=*)

@cython.locals(h=_Form, mixed=cython.bint, differ=cython.bint, t=tuple)
cpdef bint _recognisable(tuple lt, tuple rt)

@cython.locals(g=_Form)
cpdef make_held(param, birthday, flags, tag=*, canonical=*, cls=*)

@cython.locals(a=_Form, b=_Form, n=Py_ssize_t)
cpdef tuple _normalise(options)

@cython.locals(h=_Form, ids=list, nl=Py_ssize_t, nr=Py_ssize_t)
cpdef tuple _key(tuple lt, tuple rt)

@cython.locals(a=_Form, b=_Form, i=Py_ssize_t)
cpdef bint _same_ids(tuple lt, tuple rt)

@cython.locals(g=_Form)
cpdef set_canonical(g, c)

cpdef conjugate(g)
cpdef nesting(g)
