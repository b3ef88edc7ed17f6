/* A test XDND (version 5) drag source for scripts/lib/e2e_dnd.sh.
 * Built by that script with: cc -O2 -o OUT e2e_dnd_source.c -lX11
 *
 *   e2e_dnd_source text X Y TEXT        drags TEXT (text/plain;charset=utf-8, UTF8_STRING) to
 *                                       the root point X,Y and drops it
 *   e2e_dnd_source uris X Y PATH...     drags the files PATH... (text/uri-list, percent-encoded)
 *   e2e_dnd_source many X Y N           drags N files /tmp/wkl dnd/file-I.txt in one uri-list
 *   e2e_dnd_source vanish X Y           enters and moves over X,Y, then exits without a leave
 *                                       or a drop (its window is destroyed mid-drag)
 *
 * Finds the XdndAware window under X,Y from the root down, sends XdndEnter (types in an
 * XdndTypeList), XdndPosition, waits for XdndStatus, sends XdndDrop, answers the target's
 * requests for XdndSelection and waits for XdndFinished. Prints "target 0x…", "status accept=A
 * action=NAME", "sent B bytes of TYPE", "finished accepted=A action=NAME" or "no finish";
 * gives up after 10 s. */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static Display *dpy;
static Window self;
static Atom aware, enter, position, status, leave, drop, finished, selection, typelist, copy, targets;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int ignore_errors(Display *d, XErrorEvent *e) {
    (void)d;
    (void)e;
    return 0;
}

static void send_message(Window to, Atom type, long l0, long l1, long l2, long l3, long l4) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = to;
    e.xclient.message_type = type;
    e.xclient.format = 32;
    e.xclient.data.l[0] = l0;
    e.xclient.data.l[1] = l1;
    e.xclient.data.l[2] = l2;
    e.xclient.data.l[3] = l3;
    e.xclient.data.l[4] = l4;
    XSendEvent(dpy, to, False, NoEventMask, &e);
    XFlush(dpy);
}

static Window find_target(int x, int y) {
    Window root = DefaultRootWindow(dpy), w = root, child;
    int cx, cy;
    for (int depth = 0; depth < 16; depth++) {
        if (!XTranslateCoordinates(dpy, root, w, x, y, &cx, &cy, &child) || child == None) return None;
        w = child;
        Atom type;
        int format;
        unsigned long n, rest;
        unsigned char *data = NULL;
        if (XGetWindowProperty(dpy, w, aware, 0, 1, False, XA_ATOM, &type, &format, &n, &rest, &data) == Success && data) {
            XFree(data);
            if (n == 1) return w;
        }
    }
    return None;
}

static const char *name(Atom a) {
    static char buffer[128];
    if (a == None) return "None";
    char *n = XGetAtomName(dpy, a);
    snprintf(buffer, sizeof buffer, "%s", n ? n : "?");
    if (n) XFree(n);
    return buffer;
}

/* Appends `path` percent-encoded as a file URI and CR LF. */
static void append_uri(char **out, size_t *len, size_t *cap, const char *path) {
    size_t need = *len + 8 + strlen(path) * 3 + 3;
    if (need > *cap) {
        *cap = need * 2;
        *out = realloc(*out, *cap);
    }
    *len += sprintf(*out + *len, "file://");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("/-._~", *p))
            (*out)[(*len)++] = *p;
        else
            *len += sprintf(*out + *len, "%%%02X", *p);
    }
    (*out)[(*len)++] = '\r';
    (*out)[(*len)++] = '\n';
    (*out)[*len] = 0;
}

static void answer(XSelectionRequestEvent *r, Atom *types, int ntypes, const char *data, size_t length) {
    XEvent reply;
    memset(&reply, 0, sizeof reply);
    reply.xselection.type = SelectionNotify;
    reply.xselection.requestor = r->requestor;
    reply.xselection.selection = r->selection;
    reply.xselection.target = r->target;
    reply.xselection.time = r->time;
    reply.xselection.property = None;
    if (r->target == targets) {
        XChangeProperty(dpy, r->requestor, r->property, XA_ATOM, 32, PropModeReplace, (unsigned char *)types, ntypes);
        reply.xselection.property = r->property;
    } else {
        for (int i = 0; i < ntypes; i++) {
            if (types[i] == r->target) {
                XChangeProperty(dpy, r->requestor, r->property, r->target, 8, PropModeReplace, (const unsigned char *)data,
                                (int)length);
                reply.xselection.property = r->property;
                printf("sent %zu bytes of %s\n", length, name(r->target));
                fflush(stdout);
            }
        }
    }
    XSendEvent(dpy, r->requestor, False, 0, &reply);
    XFlush(dpy);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s text|uris|many|vanish X Y ...\n", argv[0]);
        return 2;
    }
    const char *mode = argv[1];
    int x = atoi(argv[2]), y = atoi(argv[3]);
    dpy = XOpenDisplay(NULL);
    if (!dpy) return 1;
    XSetErrorHandler(ignore_errors);
    aware = XInternAtom(dpy, "XdndAware", False);
    enter = XInternAtom(dpy, "XdndEnter", False);
    position = XInternAtom(dpy, "XdndPosition", False);
    status = XInternAtom(dpy, "XdndStatus", False);
    leave = XInternAtom(dpy, "XdndLeave", False);
    drop = XInternAtom(dpy, "XdndDrop", False);
    finished = XInternAtom(dpy, "XdndFinished", False);
    selection = XInternAtom(dpy, "XdndSelection", False);
    typelist = XInternAtom(dpy, "XdndTypeList", False);
    copy = XInternAtom(dpy, "XdndActionCopy", False);
    targets = XInternAtom(dpy, "TARGETS", False);
    self = XCreateSimpleWindow(dpy, DefaultRootWindow(dpy), -10, -10, 1, 1, 0, 0, 0);

    Atom types[4];
    int ntypes = 0;
    char *data = NULL;
    size_t length = 0, cap = 0;
    if (!strcmp(mode, "text")) {
        types[ntypes++] = XInternAtom(dpy, "text/plain;charset=utf-8", False);
        types[ntypes++] = XInternAtom(dpy, "UTF8_STRING", False);
        data = strdup(argc > 4 ? argv[4] : "");
        length = strlen(data);
    } else if (!strcmp(mode, "uris") || !strcmp(mode, "many") || !strcmp(mode, "vanish")) {
        types[ntypes++] = XInternAtom(dpy, "text/uri-list", False);
        types[ntypes++] = XInternAtom(dpy, "text/plain;charset=utf-8", False);
        if (!strcmp(mode, "uris")) {
            for (int i = 4; i < argc; i++) append_uri(&data, &length, &cap, argv[i]);
        } else {
            int n = !strcmp(mode, "many") && argc > 4 ? atoi(argv[4]) : 1;
            char path[256];
            for (int i = 0; i < n; i++) {
                snprintf(path, sizeof path, "/tmp/wkl dnd/file-%d.txt", i);
                append_uri(&data, &length, &cap, path);
            }
        }
    } else {
        fprintf(stderr, "unknown mode %s\n", mode);
        return 2;
    }
    XChangeProperty(dpy, self, typelist, XA_ATOM, 32, PropModeReplace, (unsigned char *)types, ntypes);
    XSetSelectionOwner(dpy, selection, self, CurrentTime);

    Window target = find_target(x, y);
    if (target == None) {
        printf("no target\n");
        return 1;
    }
    printf("target 0x%lx\n", target);
    fflush(stdout);
    /* More than three types is what the bit says; the list is on our window either way. */
    send_message(target, enter, (long)self, (5L << 24) | 1, (long)types[0], ntypes > 1 ? (long)types[1] : 0, 0);
    send_message(target, position, (long)self, 0, ((long)x << 16) | y, CurrentTime, (long)copy);
    if (!strcmp(mode, "vanish")) {
        /* Wait for the status, then disappear without a word. */
        double until = now() + 2;
        while (now() < until) {
            while (XPending(dpy)) {
                XEvent e;
                XNextEvent(dpy, &e);
                if (e.type == ClientMessage && e.xclient.message_type == status) {
                    printf("status accept=%ld action=%s\n", e.xclient.data.l[1] & 1, name((Atom)e.xclient.data.l[4]));
                    printf("vanishing\n");
                    fflush(stdout);
                    XDestroyWindow(dpy, self);
                    XCloseDisplay(dpy);
                    return 0;
                }
            }
            struct pollfd fd = {ConnectionNumber(dpy), POLLIN, 0};
            poll(&fd, 1, 50);
        }
        printf("no status\n");
        return 1;
    }
    int dropped = 0;
    double until = now() + 10;
    while (now() < until) {
        while (XPending(dpy)) {
            XEvent e;
            XNextEvent(dpy, &e);
            if (e.type == ClientMessage && e.xclient.message_type == status && !dropped) {
                printf("status accept=%ld action=%s\n", e.xclient.data.l[1] & 1, name((Atom)e.xclient.data.l[4]));
                fflush(stdout);
                if (e.xclient.data.l[1] & 1) {
                    send_message(target, drop, (long)self, 0, CurrentTime, 0, 0);
                    dropped = 1;
                } else {
                    send_message(target, leave, (long)self, 0, 0, 0, 0);
                    printf("refused\n");
                    return 0;
                }
            } else if (e.type == SelectionRequest) {
                answer(&e.xselectionrequest, types, ntypes, data, length);
            } else if (e.type == ClientMessage && e.xclient.message_type == finished) {
                printf("finished accepted=%ld action=%s\n", e.xclient.data.l[1] & 1, name((Atom)e.xclient.data.l[2]));
                return 0;
            }
        }
        struct pollfd fd = {ConnectionNumber(dpy), POLLIN, 0};
        poll(&fd, 1, 50);
    }
    printf("no finish\n");
    return 1;
}
