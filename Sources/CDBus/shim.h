#ifndef WKL_CDBUS_SHIM_H
#define WKL_CDBUS_SHIM_H
// libdbus-1, the reference D-Bus client library: the accessibility bridge speaks AT-SPI2
// over it.
#include <dbus/dbus.h>
#endif
