/* The window manager's side of the protocols tabdemo answers, for scripts/lib/e2e_wm.sh:
 *   e2e_wm_client ping WINDOW            sends _NET_WM_PING; prints the reply's delay in ms
 *   e2e_wm_client sync WINDOW W H VALUE  sends _NET_WM_SYNC_REQUEST VALUE, resizes the window
 *                                        to W×H and prints the ms until its counter is VALUE
 *   e2e_wm_client startup SECONDS        prints the first startup-notification message sent
 *                                        to the root window within SECONDS
 *   e2e_wm_client garbage WINDOW         sends malformed _NET_WM_SYNC_REQUEST and _NET_WM_STATE
 * Exit status 0 on success, 1 on a timeout or a missing property, 2 on usage errors. */
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/sync.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Waits up to `ms` for an event; 1 when one is queued. */
static int wait_event(Display *d, double deadline) {
    while (!XPending(d)) {
        double left = deadline - now_ms();
        if (left <= 0) return 0;
        int fd = ConnectionNumber(d);
        fd_set set;
        FD_ZERO(&set);
        FD_SET(fd, &set);
        struct timeval tv = {(time_t)(left / 1e3), (suseconds_t)((long)left % 1000) * 1000};
        select(fd + 1, &set, NULL, NULL, &tv);
    }
    return 1;
}

static void send_protocol(Display *d, Window w, Atom kind, long l1, long l2, long l3) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    e.xclient.format = 32;
    e.xclient.data.l[0] = (long)kind;
    e.xclient.data.l[1] = l1;
    e.xclient.data.l[2] = l2;
    e.xclient.data.l[3] = l3;
    XSendEvent(d, w, False, NoEventMask, &e);
    XFlush(d);
}

static int ping(Display *d, Window w) {
    Window root = DefaultRootWindow(d);
    XSelectInput(d, root, SubstructureNotifyMask);
    Atom ping = XInternAtom(d, "_NET_WM_PING", False);
    long stamp = 424242;
    double start = now_ms();
    send_protocol(d, w, ping, stamp, (long)w, 0);
    while (wait_event(d, start + 1000)) {
        XEvent e;
        XNextEvent(d, &e);
        if (e.type == ClientMessage && (Atom)e.xclient.data.l[0] == ping && e.xclient.data.l[1] == stamp &&
            e.xclient.window == root && (Window)e.xclient.data.l[2] == w) {
            printf("%.1f\n", now_ms() - start);
            return 0;
        }
    }
    fprintf(stderr, "no reply to _NET_WM_PING within 1 s\n");
    return 1;
}

static int sync_request(Display *d, Window w, int width, int height, long value) {
    int eb, errb, major, minor;
    if (!XSyncQueryExtension(d, &eb, &errb) || !XSyncInitialize(d, &major, &minor)) {
        fprintf(stderr, "no SYNC extension\n");
        return 1;
    }
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *data = NULL;
    Atom counterAtom = XInternAtom(d, "_NET_WM_SYNC_REQUEST_COUNTER", False);
    if (XGetWindowProperty(d, w, counterAtom, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after, &data) != Success ||
        count != 1) {
        fprintf(stderr, "no _NET_WM_SYNC_REQUEST_COUNTER\n");
        return 1;
    }
    XSyncCounter counter = (XSyncCounter)((long *)data)[0];
    XFree(data);
    double start = now_ms();
    send_protocol(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST", False), CurrentTime, value, 0);
    XResizeWindow(d, w, width, height);
    XFlush(d);
    while (now_ms() < start + 2000) {
        XSyncValue v;
        if (XSyncQueryCounter(d, counter, &v) && XSyncValueLow32(v) == (unsigned)value && XSyncValueHigh32(v) == 0) {
            printf("%.1f\n", now_ms() - start);
            return 0;
        }
        struct timespec pause = {0, 5000000};
        nanosleep(&pause, NULL);
    }
    fprintf(stderr, "the counter did not reach %ld within 2 s\n", value);
    return 1;
}

static int startup(Display *d, double seconds) {
    Window root = DefaultRootWindow(d);
    XSelectInput(d, root, PropertyChangeMask);
    XFlush(d);
    printf("listening\n");
    fflush(stdout);
    Atom begin = XInternAtom(d, "_NET_STARTUP_INFO_BEGIN", False), more = XInternAtom(d, "_NET_STARTUP_INFO", False);
    char message[4096];
    size_t length = 0;
    int started = 0;
    double deadline = now_ms() + seconds * 1e3;
    while (wait_event(d, deadline)) {
        XEvent e;
        XNextEvent(d, &e);
        if (e.type != ClientMessage || e.xclient.format != 8) continue;
        if (e.xclient.message_type == begin) {
            started = 1;
            length = 0;
        } else if (e.xclient.message_type != more || !started) {
            continue;
        }
        for (int i = 0; i < 20; i++) {
            char c = e.xclient.data.b[i];
            if (c == 0) {
                message[length] = 0;
                printf("%s\n", message);
                return 0;
            }
            if (length < sizeof message - 1) message[length++] = c;
        }
    }
    fprintf(stderr, "no startup-notification message within %.0f s\n", seconds);
    return 1;
}

static int garbage(Display *d, Window w) {
    /* A sync request with no value, a protocol message of format 8, and a _NET_WM_STATE of
       the wrong type: each must be ignored. */
    send_protocol(d, w, XInternAtom(d, "_NET_WM_SYNC_REQUEST", False), 0, 0, 0);
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    e.xclient.format = 8;
    strcpy(e.xclient.data.b, "not a protocol");
    XSendEvent(d, w, False, NoEventMask, &e);
    const char *text = "garbage";
    XChangeProperty(d, w, XInternAtom(d, "_NET_WM_STATE", False), XA_STRING, 8, PropModeReplace,
                    (const unsigned char *)text, (int)strlen(text));
    XSync(d, False);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    Display *d = XOpenDisplay(NULL);
    if (!d) {
        fprintf(stderr, "cannot open the display\n");
        return 1;
    }
    int status = 2;
    if (!strcmp(argv[1], "ping") && argc == 3) status = ping(d, strtoul(argv[2], NULL, 0));
    else if (!strcmp(argv[1], "sync") && argc == 6)
        status = sync_request(d, strtoul(argv[2], NULL, 0), atoi(argv[3]), atoi(argv[4]), atol(argv[5]));
    else if (!strcmp(argv[1], "startup") && argc == 3) status = startup(d, atof(argv[2]));
    else if (!strcmp(argv[1], "garbage") && argc == 3) status = garbage(d, strtoul(argv[2], NULL, 0));
    XCloseDisplay(d);
    return status;
}
