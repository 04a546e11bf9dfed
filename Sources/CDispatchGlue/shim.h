#ifndef FINCH_CDISPATCHGLUE_SHIM_H
#define FINCH_CDISPATCHGLUE_SHIM_H

// libdispatch exports the hooks CoreFoundation uses to drain the main queue from its own run loop,
// but Swift's Dispatch headers on Linux do not declare them. On Linux the handle is an eventfd.

/// The file descriptor that becomes readable when work is queued on the main queue.
extern int _dispatch_get_main_queue_handle_4CF(void);

/// Runs the work queued on the main queue; call it on the main thread.
extern void _dispatch_main_queue_callback_4CF(void *message);

#endif
