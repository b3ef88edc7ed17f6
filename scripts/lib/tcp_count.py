#!/usr/bin/env python3
"""A counting TCP proxy for X displays: forwards 127.0.0.1:6000+LISTEN to 127.0.0.1:6000+TARGET
and keeps the number of bytes relayed (both directions) in COUNTFILE, rewritten at most ten
times a second. Runs until killed.

usage: tcp_count.py LISTEN TARGET COUNTFILE"""
import socket, sys, threading, time

listen, target, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
total = 0
lock = threading.Lock()


def pump(source, sink):
    global total
    try:
        while True:
            data = source.recv(1 << 16)
            if not data:
                break
            with lock:
                total += len(data)
            sink.sendall(data)
    except OSError:
        pass
    finally:
        for s in (source, sink):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def writer():
    last = -1
    while True:
        with lock:
            now = total
        if now != last:
            with open(path + ".tmp", "w") as f:
                f.write(str(now))
            import os
            os.replace(path + ".tmp", path)
            last = now
        time.sleep(0.1)


server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", 6000 + listen))
server.listen(8)
open(path, "w").write("0")
threading.Thread(target=writer, daemon=True).start()
while True:
    client, _ = server.accept()
    upstream = socket.create_connection(("127.0.0.1", 6000 + target))
    for a, b in ((client, upstream), (upstream, client)):
        threading.Thread(target=pump, args=(a, b), daemon=True).start()
