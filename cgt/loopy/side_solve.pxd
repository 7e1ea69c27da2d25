# C types for side_solve.py. Cython reads this file beside the unchanged Python source when it
# compiles the module (setup.py); the pure-Python core never sees it. The arrays are numpy's,
# seen as typed memoryviews: every index is a state or a list position, never negative; the
# arrays with one entry per state are 32-bit (a table has at most a few million states), so
# more of them stay in the cache.
import cython

@cython.locals(n=cython.longlong, u=cython.int, c=cython.int, ustep=cython.longlong,
               cstep=cython.longlong, step=cython.longlong, s=cython.longlong,
               f=cython.longlong, nc=cython.longlong, nd=cython.longlong, nn=cython.longlong,
               k=cython.longlong, e=cython.longlong, pm=cython.longlong, m=cython.longlong,
               key=cython.longlong, base=cython.longlong, comp=cython.int,
               top=cython.longlong, tf=cython.longlong, kk=cython.longlong,
               reach="unsigned char[::1]", lost="unsigned char[::1]", in_f="unsigned char[::1]",
               rank="int[::1]", sup="int[::1]", count="int[::1]", left_count="int[::1]",
               cur="int[::1]", nxt="int[::1]", done="int[::1]")
cpdef void _solve(long long[::1] ptr, long long[::1] vals, long long boff,
                  long long[::1] f_ptr, long long[::1] f_vals, int[::1] deg, int[::1] good,
                  long long na, long long nb, bint onside, unsigned char[::1] win)

@cython.locals(nn=cython.longlong, k=cython.longlong, f=cython.longlong, s=cython.longlong,
               e=cython.longlong, pm=cython.longlong, key=cython.longlong,
               base=cython.longlong, step=cython.longlong)
cdef long long _grow(long long[::1] ptr, long long[::1] vals, int u, long long boff,
                     long long nb, int[::1] cur, long long nc, int[::1] nxt,
                     unsigned char[::1] reach, unsigned char[::1] allowed, long long layer,
                     int[::1] count, int[::1] sup, int[::1] rank)

cdef long long _key(long long f, int comp, long long nb, long long mover)
cdef long long _base(long long f, int comp, long long nb, long long mover)
cdef long long _step(int comp, long long nb)
