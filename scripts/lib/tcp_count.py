#!/usr/bin/env python3
"""A counting TCP proxy for X displays: forwards 127.0.0.1:6000+LISTEN to 127.0.0.1:6000+TARGET
and counts the bytes relayed (both directions). As a command it keeps the running count in
COUNTFILE, rewritten at most ten times a second, until killed; scripts import `CountingProxy`.

usage: tcp_count.py LISTEN TARGET COUNTFILE"""
import os, socket, sys, threading, time


class CountingProxy:
    """Forwards TCP connections from 127.0.0.1:6000+listen to 127.0.0.1:6000+target and
    counts the bytes in both directions (`read()`)."""

    def __init__(self, listen, target):
        self.target = 6000 + target
        self.bytes = 0
        self.lock = threading.Lock()
        self.server = socket.socket()
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.bind(("127.0.0.1", 6000 + listen))
        self.server.listen(8)
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self.pump, args=(a, b), daemon=True).start()

    def pump(self, source, sink):
        try:
            while True:
                data = source.recv(1 << 16)
                if not data:
                    break
                with self.lock:
                    self.bytes += len(data)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def read(self):
        with self.lock:
            return self.bytes


def main():
    listen, target, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    with open(path, "w") as f:
        f.write("0")
    proxy = CountingProxy(listen, target)
    last = -1
    while True:
        now = proxy.read()
        if now != last:
            with open(path + ".tmp", "w") as f:
                f.write(str(now))
            os.replace(path + ".tmp", path)
            last = now
        time.sleep(0.1)


if __name__ == "__main__":
    main()
