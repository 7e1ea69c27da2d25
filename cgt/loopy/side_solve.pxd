# C types for side_solve.py. Cython reads this file beside the unchanged Python source when it
# compiles the module (setup.py); the pure-Python core never sees it. The arrays are numpy's,
# seen as typed memoryviews: every index is a state or a list position, never negative.
import cython

@cython.locals(n=cython.longlong, u=cython.int, s=cython.longlong, f=cython.longlong,
               nc=cython.longlong, nd=cython.longlong, nn=cython.longlong, k=cython.longlong,
               e=cython.longlong, i=cython.longlong, j=cython.longlong, pm=cython.longlong,
               m=cython.longlong, key=cython.longlong, base=cython.longlong,
               mult=cython.longlong, comp=cython.int, top=cython.longlong, tf=cython.longlong,
               kk=cython.longlong,
               reach="unsigned char[::1]", lost="unsigned char[::1]", in_f="unsigned char[::1]",
               rank="long long[::1]", sup="long long[::1]", count="long long[::1]",
               left_count="long long[::1]", cur="long long[::1]", nxt="long long[::1]",
               done="long long[::1]", ptr="long long[::1]", vals="long long[::1]")
cpdef void _solve(long long[::1] a_ptr, long long[::1] a_vals, long long[::1] b_ptr,
                  long long[::1] b_vals, long long[::1] f_ptr, long long[::1] f_vals,
                  long long[::1] deg, long long[::1] good, long long na, long long nb,
                  bint onside, unsigned char[::1] win)

@cython.locals(nn=cython.longlong, k=cython.longlong, f=cython.longlong, s=cython.longlong,
               e=cython.longlong, i=cython.longlong, j=cython.longlong, pm=cython.longlong,
               key=cython.longlong, base=cython.longlong, mult=cython.longlong,
               ptr="long long[::1]", vals="long long[::1]")
cdef long long _grow(long long[::1] a_ptr, long long[::1] a_vals, long long[::1] b_ptr,
                     long long[::1] b_vals, int u, long long nb, long long[::1] cur,
                     long long nc, long long[::1] nxt, unsigned char[::1] reach,
                     unsigned char[::1] allowed, long long layer, long long[::1] count,
                     long long[::1] sup, long long[::1] rank)
