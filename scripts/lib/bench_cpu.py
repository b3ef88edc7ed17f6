"""CPU time of a process, for the benchmark scripts beside this file."""
import os


def cpu_ns(pid):
    """CPU time of every thread of `pid` in nanoseconds (schedstat: finer than clock ticks,
    which quantise a short run's CPU to 10 ms steps)."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total
