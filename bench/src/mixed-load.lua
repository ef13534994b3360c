-- wrk script of the bench's mixed load (bench/src/mixed-load.ts writes the plan it reads:
-- wrk -t N -c N -s mixed-load.lua URL -- plan.lua).
-- wrk runs one connection a thread, and each thread has its own Lua state, so an answer
-- always belongs to the last request its thread sent: that is how each request kind gets
-- its own counts, status codes and latencies. wrk itself still reports the totals.
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clock_id, bench_timespec *tp);
]]
local CLOCK_MONOTONIC = 1
local timespec = ffi.new("bench_timespec")

-- Microseconds on a clock every thread shares (os.time counts whole seconds only).
local function now_us()
  ffi.C.clock_gettime(CLOCK_MONOTONIC, timespec)
  return tonumber(timespec.tv_sec) * 1e6 + tonumber(timespec.tv_nsec) / 1e3
end

-- Latency buckets, by their lower edge in µs: 0.1 ms wide below 10 ms, 1 ms below 100 ms,
-- 10 ms above.
local function bucket_width(us)
  if us < 1e4 then return 100 elseif us < 1e5 then return 1000 else return 10000 end
end

---------------------------------------------------------------- wrk's main state
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end

---------------------------------------------------------------- each thread's state
-- wrk's thread:get copies strings and numbers well but not nested tables, so each count
-- is a global of its own ("#page\tstatus\t200"), and "#key1", "#key2", ... name them
-- for done() to read back.
stat_count = 0
pending_kind = nil
pending_since_us = 0
timeout_us = 0

local function count(key)
  local name = "#" .. key
  local value = rawget(_G, name)
  if value == nil then
    stat_count = stat_count + 1
    rawset(_G, "#key" .. stat_count, key)
    value = 0
  end
  rawset(_G, name, value + 1)
end

local plan, kinds, cursors, turn
local enquiry, next_enquiry_us, enquiry_interval_us, enquiries_sent
-- wrk calls request() once on the first thread before the run, to check what it returns.
local verifying = false

-- The request as wrk sends it, from `visitor` (X-Forwarded-For: the site trusts its
-- loopback proxy in the bench, as it would trust a load balancer).
local function format(request, visitor, body)
  local headers = { ["X-Forwarded-For"] = visitor }
  for name, value in pairs(request.headers) do headers[name] = value end
  return wrk.format(request.method, request.path, headers, body or request.body)
end

function init(args)
  plan = dofile(args[1])
  timeout_us = plan.timeout_ms * 1000
  local visitor = string.format("10.0.%d.%d", math.floor(thread_number / 256), thread_number % 256)
  kinds, cursors = {}, {}
  for index, kind in ipairs(plan.kinds) do
    local prepared = {}
    for _, request in ipairs(kind.requests) do table.insert(prepared, format(request, visitor)) end
    kinds[index] = { name = kind.name, prepared = prepared }
    -- Threads start at different places in each list and in the mix.
    cursors[index] = thread_number % #prepared
  end
  turn = (thread_number * 7) % #plan.sequence
  enquiry = plan.enquiry
  -- Together the threads send enquiries_per_second, spread evenly over the run.
  enquiry_interval_us = plan.connections * 1e6 / plan.enquiries_per_second
  next_enquiry_us = now_us() + (thread_number - 1) * 1e6 / plan.enquiries_per_second
  enquiries_sent = 0
  verifying = thread_number == 1
end

-- Each enquiry comes from an address of its own: 10.<block>.<thread>.<n>, the block
-- telling one wrk run from the next within the site's limit windows.
local function next_enquiry()
  enquiries_sent = enquiries_sent + 1
  local address = string.format("10.%d.%d.%d", plan.address_block, thread_number % 256, enquiries_sent % 256)
  local body = enquiry.bodies[(thread_number + enquiries_sent) % #enquiry.bodies + 1]
  return format(enquiry, address, body)
end

function request()
  if verifying then
    verifying = false
    return kinds[1].prepared[1]
  end
  local now = now_us()
  -- A request still waiting when the next one starts lost its connection: wrk
  -- reconnected (after an error, or the server closing it) and asks for the next.
  if pending_kind then count(pending_kind .. "\tlost") end
  local name, text
  if now >= next_enquiry_us then
    next_enquiry_us = next_enquiry_us + enquiry_interval_us
    name, text = enquiry.name, next_enquiry()
  else
    turn = turn % #plan.sequence + 1
    local index = plan.sequence[turn]
    local kind = kinds[index]
    cursors[index] = cursors[index] % #kind.prepared + 1
    name, text = kind.name, kind.prepared[cursors[index]]
  end
  count(name .. "\tsent")
  pending_kind, pending_since_us = name, now
  return text
end

function response(status, headers, body)
  if not pending_kind then return end
  local us = now_us() - pending_since_us
  local width = bucket_width(us)
  count(pending_kind .. "\tstatus\t" .. status)
  count(pending_kind .. "\tlatency\t" .. math.floor(us / width) * width)
  pending_kind = nil
end

---------------------------------------------------------------- back in the main state
local function percentile(buckets, total, p)
  local edges = {}
  for edge in pairs(buckets) do table.insert(edges, edge) end
  table.sort(edges)
  local wanted, seen = math.ceil(total * p / 100), 0
  for _, edge in ipairs(edges) do
    seen = seen + buckets[edge]
    -- The bucket's upper edge, in ms: never better than measured.
    if seen >= wanted then return (edge + bucket_width(edge)) / 1000 end
  end
  return 0
end

-- JSON of nested tables with string keys and number values.
local function json(value)
  if type(value) ~= "table" then return string.format("%.10g", value) end
  local parts = {}
  for key, item in pairs(value) do
    table.insert(parts, string.format("%q:%s", tostring(key), json(item)))
  end
  return "{" .. table.concat(parts, ",") .. "}"
end

local function kind_of(out, name)
  out[name] = out[name] or { sent = 0, answered = 0, lost = 0, no_answer = 0, in_flight = 0, status = {}, latency = {} }
  return out[name]
end

function done(summary, latency, requests)
  local now, out = now_us(), {}
  for _, thread in ipairs(threads) do
    for i = 1, thread:get("stat_count") do
      local key = thread:get("#key" .. i)
      local n = thread:get("#" .. key)
      local name, what, detail = key:match("^([^\t]+)\t([^\t]+)\t?(.*)$")
      local kind = kind_of(out, name)
      if what == "status" then
        kind.status[detail] = (kind.status[detail] or 0) + n
        kind.answered = kind.answered + n
      elseif what == "latency" then
        local edge = tonumber(detail)
        kind.latency[edge] = (kind.latency[edge] or 0) + n
      else
        kind[what] = kind[what] + n
      end
    end
    -- The request each thread had on the wire when the run stopped: in flight, or
    -- unanswered for longer than the timeout (wrk itself never counts those).
    local pending = thread:get("pending_kind")
    if pending then
      local waited = now - thread:get("pending_since_us")
      local field = waited > thread:get("timeout_us") and "no_answer" or "in_flight"
      local kind = kind_of(out, pending)
      kind[field] = kind[field] + 1
    end
  end
  for _, kind in pairs(out) do
    kind.p50_ms = percentile(kind.latency, kind.answered, 50)
    kind.p99_ms = percentile(kind.latency, kind.answered, 99)
    kind.latency = nil
  end
  local e = summary.errors
  local errors = { connect = e.connect, read = e.read, write = e.write, timeout = e.timeout, status = e.status }
  io.write("BENCH-MIXED ", json({ kinds = out, errors = errors }), "\n")
end
