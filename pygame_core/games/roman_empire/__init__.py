"""Roman Empire (adapted from GDW's Red Empire, Frank Chadwick), for 3 to 6 players."""
