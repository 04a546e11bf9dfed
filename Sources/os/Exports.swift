// `import os` (Apple's module of `Logger` and `os_log`) brings Finch's OSLog stand-in.
@_exported import OSLog
