# C types for _pair_memo.py (see game.pxd): the table is one C array of 64-bit words, a pair
# (a · 2³¹ + b) shifted left by one with its answer in the low bit; the arithmetic on a word
# wraps modulo 2⁶⁴, as the Python source masks it. Every index is masked into the array.
import cython

cdef unsigned long long _EMPTY, _MULT, _MASK
cdef long long _SPAN
cdef int _START

cdef class PairMemo:
    cdef unsigned long long[::1] _words
    cdef int _bits
    cdef Py_ssize_t _count, _limit
    cdef dict _big

    cpdef _empty(self, int bits)

    @cython.locals(w=cython.ulonglong)
    cpdef int get(self, long long a, long long b)

    cpdef Py_ssize_t put(self, long long a, long long b, bint v)

    @cython.locals(i=Py_ssize_t, new=cython.int)
    cdef int _place(self, unsigned long long word)

    @cython.locals(w=cython.ulonglong, i=cython.ulonglong, mask=cython.ulonglong)
    cdef Py_ssize_t _slot(self, unsigned long long k)

    @cython.locals(j=Py_ssize_t, n=Py_ssize_t, w=cython.ulonglong,
                   old="unsigned long long[::1]")
    cpdef _grow(self)

    cpdef clear(self)
