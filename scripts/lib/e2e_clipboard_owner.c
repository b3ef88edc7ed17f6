/* Hostile selection owners and a latency probe for scripts/lib/e2e_clipboard.sh.
 * Built by that script with: cc -O2 -o OUT e2e_clipboard_owner.c -lX11
 *
 *   e2e_clipboard_owner trickle SELECTION SECONDS       answers with INCR, then 1 byte every 0.9 s
 *   e2e_clipboard_owner fast-trickle SELECTION SECONDS  answers with INCR, then 1-byte chunks as
 *                                                       fast as the requestor takes them
 *   e2e_clipboard_owner integer SELECTION SECONDS       answers with an INTEGER property
 *   e2e_clipboard_owner pixmap SELECTION SECONDS        answers with a PIXMAP property
 *   e2e_clipboard_owner latency SELECTION SECONDS       asks SELECTION's owner for UTF8_STRING over
 *                                                       and over (10 ms apart) and prints
 *                                                       "max_ms M answers N": the longest wait
 *                                                       for an answer, in milliseconds
 *
 * The owners take SELECTION ("CLIPBOARD" or "PRIMARY") on $DISPLAY, print "owner ready",
 * answer every request whatever its target, never finish an INCR transfer, and exit after
 * SECONDS printing "sent B bytes in C chunks". Every mode stops by itself. */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* Waits for the connection to have input for at most `seconds`. */
static void wait_for_input(Display *display, double seconds) {
    struct pollfd fd = {ConnectionNumber(display), POLLIN, 0};
    if (seconds < 0) seconds = 0;
    poll(&fd, 1, (int)(seconds * 1000) + 1);
}

static int ignore_errors(Display *display, XErrorEvent *error) {
    (void)display;
    (void)error;
    return 0;
}

static void notify(Display *display, XSelectionRequestEvent *request, Atom property) {
    XEvent reply;
    memset(&reply, 0, sizeof reply);
    reply.xselection.type = SelectionNotify;
    reply.xselection.display = display;
    reply.xselection.requestor = request->requestor;
    reply.xselection.selection = request->selection;
    reply.xselection.target = request->target;
    reply.xselection.property = property;
    reply.xselection.time = request->time;
    XSendEvent(display, request->requestor, False, 0, &reply);
}

static int own(const char *mode, const char *selection_name, double seconds) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "cannot open the display\n"); return 1; }
    XSetErrorHandler(ignore_errors);
    Window root = DefaultRootWindow(display);
    Window window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0);
    Atom selection = XInternAtom(display, selection_name, False);
    Atom incr = XInternAtom(display, "INCR", False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom pixmap_type = XA_PIXMAP;
    XSetSelectionOwner(display, selection, window, CurrentTime);
    if (XGetSelectionOwner(display, selection) != window) { fprintf(stderr, "cannot own %s\n", selection_name); return 1; }
    printf("owner ready\n");
    fflush(stdout);
    int incremental = strcmp(mode, "trickle") == 0 || strcmp(mode, "fast-trickle") == 0;
    double interval = strcmp(mode, "trickle") == 0 ? 0.9 : 0;
    Pixmap pixmap = XCreatePixmap(display, root, 8, 8, (unsigned)DefaultDepth(display, DefaultScreen(display)));
    /* The INCR transfer under way: where it writes and when the next chunk is due. */
    Window requestor = None;
    Atom property = None;
    int deleted = 0;
    double due = 0;
    long bytes = 0, chunks = 0;
    double end = now() + seconds;
    while (now() < end) {
        while (XPending(display)) {
            XEvent event;
            XNextEvent(display, &event);
            if (event.type == SelectionRequest) {
                XSelectionRequestEvent *request = &event.xselectionrequest;
                Atom target = request->property == None ? request->target : request->property;
                if (incremental) {
                    long size = 1 << 20;
                    XSelectInput(display, request->requestor, PropertyChangeMask);
                    XChangeProperty(display, request->requestor, target, incr, 32, PropModeReplace, (unsigned char *)&size, 1);
                    requestor = request->requestor;
                    property = target;
                    deleted = 0;
                } else if (strcmp(mode, "integer") == 0) {
                    long values[2] = {0x44434241, 0x48474645};
                    XChangeProperty(display, request->requestor, target, XA_INTEGER, 32, PropModeReplace, (unsigned char *)values, 2);
                } else {
                    long value = (long)pixmap;
                    XChangeProperty(display, request->requestor, target, pixmap_type, 32, PropModeReplace, (unsigned char *)&value, 1);
                }
                notify(display, request, target);
            } else if (event.type == PropertyNotify && incremental && event.xproperty.window == requestor &&
                       event.xproperty.atom == property && event.xproperty.state == PropertyDelete) {
                deleted = 1;
                due = now() + interval;
            }
        }
        if (deleted && now() >= due) {
            unsigned char byte = (unsigned char)('a' + chunks % 26);
            XChangeProperty(display, requestor, property, utf8, 8, PropModeReplace, &byte, 1);
            deleted = 0;
            bytes++;
            chunks++;
        }
        XFlush(display);
        /* Events Xlib has already read would not wake poll. */
        if (XEventsQueued(display, QueuedAlready)) continue;
        double wait = end - now();
        if (deleted && due - now() < wait) wait = due - now();
        if (!(deleted && wait <= 0)) wait_for_input(display, wait);
    }
    printf("sent %ld bytes in %ld chunks\n", bytes, chunks);
    XCloseDisplay(display);
    return 0;
}

static int latency(const char *selection_name, double seconds) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "cannot open the display\n"); return 1; }
    XSetErrorHandler(ignore_errors);
    Window window = XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0);
    Atom selection = XInternAtom(display, selection_name, False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom property = XInternAtom(display, "E2E_LATENCY", False);
    double end = now() + seconds, longest = 0;
    long answers = 0;
    while (now() < end) {
        double asked = now();
        XConvertSelection(display, selection, utf8, property, window, CurrentTime);
        XFlush(display);
        int answered = 0;
        while (!answered && now() < end) {
            XEvent event;
            while (XCheckTypedWindowEvent(display, window, SelectionNotify, &event)) answered = 1;
            if (!answered) wait_for_input(display, end - now());
        }
        double waited = now() - asked;
        if (waited > longest) longest = waited;
        if (!answered) break;
        answers++;
        XDeleteProperty(display, window, property);
        struct timespec pause = {0, 10 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    printf("max_ms %.0f answers %ld\n", longest * 1000, answers);
    XCloseDisplay(display);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s trickle|fast-trickle|integer|pixmap|latency SELECTION SECONDS\n", argv[0]);
        return 2;
    }
    double seconds = atof(argv[3]);
    if (strcmp(argv[1], "latency") == 0) return latency(argv[2], seconds);
    const char *modes[] = {"trickle", "fast-trickle", "integer", "pixmap"};
    for (int i = 0; i < 4; i++) {
        if (strcmp(argv[1], modes[i]) == 0) return own(argv[1], argv[2], seconds);
    }
    fprintf(stderr, "unknown mode %s\n", argv[1]);
    return 2;
}
