#!/bin/sh
# mlterm at a 12-pixel font leaves descender pixels behind, with no NavKit involved: run
#   mlterm --sb=false -w 12 -e sh Tests/terminals/mlterm-descenders.sh
# Row 2's g j p q y are erased with spaces, yet dots of their descenders stay at the top of
# row 3 where row 3's own text does not reach. At mlterm's default size (16) the row is clean.
printf '\033[2J\033[H\033[?25l'
printf '\033[2;1Hgjpqy gjpqy gjpqy'
printf '\033[3;1Habcdef abcdef'
sleep 1
printf '\033[3;1HABCDEF ABCDEF'
sleep 1
printf '\033[2;1H                 '
sleep 30
