# C declarations for values.py (see game.pxd): the recogniser reads its options' fields as
# the C type's, and a fresh integer is built by C calls.
cimport cython
from cgt.game cimport _Form, _WeakTable, _new_form, make_held

# Whether this module runs compiled (as game.pxd's).
cdef bint _COMPILED

cdef extern from *:
    """
    #include <structmember.h>  /* PyMemberDef (Python.h has it from 3.12 on) */
    /* o.<slot> = v, for descr a member descriptor (an object slot of o's class): written as
       the descriptor's __set__ writes it, without the attribute's look-up through the type
       (values.py, _X_SLOT). */
    static inline int cgt_set_slot(PyObject *o, PyObject *descr, PyObject *v) {
        Py_ssize_t offset = ((PyMemberDescrObject *)descr)->d_member->offset;
        PyObject **addr = (PyObject **)((char *)o + offset);
        PyObject *old = *addr;
        Py_INCREF(v);
        *addr = v;
        Py_XDECREF(old);
        return 0;
    }
    """
    int _set_slot "cgt_set_slot" (object, object, object) except -1

@cython.locals(o=_Form)
cpdef _recognise(lt, rt)

@cython.locals(table=_WeakTable)
cpdef held_integer(n)

@cython.locals(table=_WeakTable)
cpdef _new_held(p, key)

@cython.locals(table=_WeakTable)
cpdef from_tag(x, n, m)

cpdef _tag_ge_zero(x, n, m)
cpdef _number_birthday(x)
