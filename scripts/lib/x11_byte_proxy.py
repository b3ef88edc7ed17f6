#!/usr/bin/env python3
"""Counts the bytes of X11 connections over TCP: listens on 127.0.0.1:LISTEN_PORT, forwards
every connection to 127.0.0.1:TARGET_PORT (an `Xvfb :N -listen tcp`, port 6000+N) and, on
SIGTERM, writes "BYTES_TO_SERVER BYTES_TO_CLIENTS" to OUT_FILE and exits.

    python3 scripts/lib/x11_byte_proxy.py 6172 6171 /tmp/bytes.txt &   # then DISPLAY=127.0.0.1:172
"""
import os
import signal
import socket
import sys
import threading

listen_port, target_port, out_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
counts = {"up": 0, "down": 0}
lock = threading.Lock()


def pump(source, sink, key):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            with lock:
                counts[key] += len(data)
            sink.sendall(data)
    except OSError:
        pass
    finally:
        try:
            sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def finish(*_):
    with open(out_file, "w") as f:
        f.write(f'{counts["up"]} {counts["down"]}\n')
    os._exit(0)


signal.signal(signal.SIGTERM, finish)
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", listen_port))
server.listen(64)
while True:
    client, _ = server.accept()
    upstream = socket.create_connection(("127.0.0.1", target_port))
    for args in ((client, upstream, "up"), (upstream, client, "down")):
        threading.Thread(target=pump, args=args, daemon=True).start()
