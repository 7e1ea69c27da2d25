# C declarations for sums.py (see game.pxd): G + H, and a sum built term by term, are C calls
# that read the forms' fields as the C type's.
cimport cython
from cgt.game cimport _Form, _WeakTable, make_held

cdef extern from *:
    """
    #include <string.h>
    /* A sum's key on the compiled core (sums.py, _SUMS): its components' ids, ascending, as
       C long longs in one bytes object. CPython keeps a bytes object's hash, where a tuple's
       is computed again at each of the key's look-ups (find, put, the destructor's drop). */
    static inline PyObject *cgt_key_pair(long long i, long long j) {
        long long v[2];
        v[0] = i; v[1] = j;
        return PyBytes_FromStringAndSize((const char *)v, sizeof v);
    }
    /* The key of the ids in a tuple of ints (already in order). */
    static PyObject *cgt_key_of(PyObject *ids) {
        Py_ssize_t n = PyTuple_GET_SIZE(ids), k;
        PyObject *r = PyBytes_FromStringAndSize(NULL, n * (Py_ssize_t)sizeof(long long));
        char *b;
        if (r == NULL) return NULL;
        b = PyBytes_AS_STRING(r);
        for (k = 0; k < n; k++) {
            long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(ids, k));
            if (v == -1 && PyErr_Occurred()) { Py_DECREF(r); return NULL; }
            memcpy(b + k * sizeof v, &v, sizeof v);
        }
        return r;
    }
    /* Where id v goes in a key: after every id <= v (bisect_right; from the end, since a sum
       built term by term mostly adds newer forms). */
    static inline Py_ssize_t cgt_key_place(PyObject *key, long long v) {
        const char *a = PyBytes_AS_STRING(key);
        Py_ssize_t i = PyBytes_GET_SIZE(key) / (Py_ssize_t)sizeof v;
        while (i > 0) {
            long long w;
            memcpy(&w, a + (i - 1) * sizeof w, sizeof w);
            if (w <= v) break;
            i--;
        }
        return i;
    }
    /* The key with id v put at place i. */
    static PyObject *cgt_key_with(PyObject *key, Py_ssize_t i, long long v) {
        Py_ssize_t size = PyBytes_GET_SIZE(key), at = i * (Py_ssize_t)sizeof v;
        PyObject *r = PyBytes_FromStringAndSize(NULL, size + (Py_ssize_t)sizeof v);
        char *b;
        if (r == NULL) return NULL;
        b = PyBytes_AS_STRING(r);
        memcpy(b, PyBytes_AS_STRING(key), at);
        memcpy(b + at, &v, sizeof v);
        memcpy(b + at + sizeof v, PyBytes_AS_STRING(key) + at, size - at);
        return r;
    }
    /* The tuple with g put at place i. */
    static PyObject *cgt_tuple_with(PyObject *t, Py_ssize_t i, PyObject *g) {
        Py_ssize_t n = PyTuple_GET_SIZE(t), k;
        PyObject *r = PyTuple_New(n + 1);
        if (r == NULL) return NULL;
        for (k = 0; k < n; k++) {
            PyObject *x = PyTuple_GET_ITEM(t, k);
            Py_INCREF(x);
            PyTuple_SET_ITEM(r, k < i ? k : k + 1, x);
        }
        Py_INCREF(g);
        PyTuple_SET_ITEM(r, i, g);
        return r;
    }
    """
    bytes _key_pair "cgt_key_pair" (long long, long long)
    bytes _key_of "cgt_key_of" (tuple)
    Py_ssize_t _key_place "cgt_key_place" (bytes, long long)
    bytes _key_with "cgt_key_with" (bytes, Py_ssize_t, long long)
    tuple _tuple_with "cgt_tuple_with" (tuple, Py_ssize_t, object)

# Whether this module runs compiled (as game.pxd's).
cdef bint _COMPILED

# The parameters of a sum: a C type (fields read in C, built without a Python __init__).
@cython.no_gc
cdef class _SumParam:
    cdef public tuple components
    cdef public object ids

@cython.locals(table=_WeakTable, i=cython.longlong, j=cython.longlong)
cpdef _sum2(a, b)
cpdef _sum_many(tuple games)

cpdef _add_method(self, other)
cpdef _radd_method(self, other)

@cython.locals(t=tuple)
cpdef _integer_of(_Form g)

@cython.locals(table=_WeakTable, i=Py_ssize_t, p=_SumParam, ids=tuple, v=cython.longlong,
               c=_Form)
cpdef _plus(_Form s, _Form g)

@cython.locals(c=_Form)
cpdef _new_sum(tuple comps, key)

@cython.locals(table=_WeakTable, p=_SumParam)
cpdef _register(tuple comps, key, birthday, flags)

cpdef _plain(g)
