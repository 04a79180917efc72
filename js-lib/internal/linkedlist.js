// internal/linkedlist (with --expose-internals, as in Node): the intrusive circular list
// Node's timers used, kept for code and tests that still reach for it. Items carry the
// links themselves as _idleNext / _idlePrev; the list head is an item of its own. New items
// go in right after the head, so the oldest is the one before it.
'use strict';

function init(list) {
  list._idleNext = list;
  list._idlePrev = list;
  return list;
}

// The oldest item, or null when the list is empty.
function peek(list) {
  const oldest = list._idlePrev;
  return oldest === list ? null : oldest;
}

function remove(item) {
  const next = item._idleNext;
  const prev = item._idlePrev;
  if (next) next._idlePrev = prev;
  if (prev) prev._idleNext = next;
  item._idleNext = null;
  item._idlePrev = null;
}

// An item already in a list leaves it first.
function append(list, item) {
  if (item._idleNext || item._idlePrev) remove(item);
  const first = list._idleNext;
  item._idleNext = first;
  item._idlePrev = list;
  first._idlePrev = item;
  list._idleNext = item;
}

function isEmpty(list) {
  return list._idleNext === list;
}

module.exports = { init, peek, remove, append, isEmpty };
