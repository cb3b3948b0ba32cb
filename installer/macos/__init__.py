"""macOS packaging: the Info.plist, the disk image, and the check of the minimum macOS."""
