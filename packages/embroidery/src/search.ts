/*
 * Graph searches over cells or runs with scratch arrays reused across a whole plan (a plan runs thousands of
 * them): breadth-first for the fewest steps, cheapest-first where steps cost differently.
 */

/** Search scratch (breadth-first and cheapest-first), sized once per plan. */
export interface SearchScratch {
  previous: Int32Array
  seen: Int32Array
  queue: Int32Array
  visit: number
  /** Cheapest-first: best cost per node (valid where `seen` is this visit) and a binary heap of (cost, node). */
  cost: Int32Array
  heapKey: Float64Array
  heapNode: Int32Array
}

const ORDER_SPAN = 2 ** 21

export function searchScratch(size: number): SearchScratch {
  return {
    previous: new Int32Array(size),
    seen: new Int32Array(size),
    queue: new Int32Array(size),
    visit: 0,
    cost: new Int32Array(size),
    // A node enters the heap once per improvement: at most once per incoming edge (8 per cell).
    heapKey: new Float64Array(8 * size + 8),
    heapNode: new Int32Array(8 * size + 8),
  }
}

function unwind(previous: Int32Array, end: number): number[] {
  const path = [end]
  let p = previous[end] as number
  while (p !== -1) {
    path.push(p)
    p = previous[p] as number
  }
  return path.reverse()
}

/**
 * Breadth-first search from `start` to the first node `isTarget` accepts; `expand` offers a node's neighbours
 * to `reach`. The path of nodes, or null.
 */
export function breadthFirst(
  scratch: SearchScratch,
  start: number,
  isTarget: (node: number) => boolean,
  expand: (node: number, reach: (next: number) => void) => void,
): number[] | null {
  const { previous, seen, queue } = scratch
  const visit = ++scratch.visit
  seen[start] = visit
  previous[start] = -1
  queue[0] = start
  let tail = 1
  let from = start
  const reach = (next: number) => {
    if (seen[next] === visit) return
    seen[next] = visit
    previous[next] = from
    queue[tail++] = next
  }
  for (let head = 0; head < tail; head++) {
    from = queue[head] as number
    if (isTarget(from)) return unwind(previous, from)
    expand(from, reach)
  }
  return null
}

/**
 * Cheapest-first search (Dijkstra, whole-number costs) from `start` to the cheapest node `isTarget` accepts;
 * `expand` offers a node's neighbours with the cost of the step. Ties go to the node reached first, so the
 * result depends on the grid alone. The path of nodes, or null.
 */
export function cheapestFirst(
  scratch: SearchScratch,
  start: number,
  isTarget: (node: number) => boolean,
  expand: (node: number, relax: (next: number, stepCost: number) => void) => void,
): number[] | null {
  const { previous, seen, cost, heapKey, heapNode } = scratch
  const visit = ++scratch.visit
  let size = 0
  let order = 0
  // Key: cost × 2^21 + insertion order, so equal costs leave the heap first come, first served.
  const push = (c: number, node: number) => {
    const key = c * ORDER_SPAN + (order++ % ORDER_SPAN)
    let i = size++
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((heapKey[parent] as number) <= key) break
      heapKey[i] = heapKey[parent] as number
      heapNode[i] = heapNode[parent] as number
      i = parent
    }
    heapKey[i] = key
    heapNode[i] = node
  }
  const pop = (): number => {
    const top = heapNode[0] as number
    size--
    const lastKey = heapKey[size] as number
    const lastNode = heapNode[size] as number
    let i = 0
    for (;;) {
      let child = 2 * i + 1
      if (child >= size) break
      if (child + 1 < size && (heapKey[child + 1] as number) < (heapKey[child] as number)) child++
      if ((heapKey[child] as number) >= lastKey) break
      heapKey[i] = heapKey[child] as number
      heapNode[i] = heapNode[child] as number
      i = child
    }
    heapKey[i] = lastKey
    heapNode[i] = lastNode
    return top
  }
  seen[start] = visit
  cost[start] = 0
  previous[start] = -1
  push(0, start)
  let from = start
  const relax = (next: number, stepCost: number) => {
    const c = (cost[from] as number) + stepCost
    if (seen[next] === visit && (cost[next] as number) <= c) return
    seen[next] = visit
    cost[next] = c
    previous[next] = from
    push(c, next)
  }
  while (size > 0) {
    const popped = Math.floor((heapKey[0] as number) / ORDER_SPAN)
    from = pop()
    if (popped > (cost[from] as number)) continue // superseded by a cheaper way in
    if (isTarget(from)) return unwind(previous, from)
    expand(from, relax)
  }
  return null
}
