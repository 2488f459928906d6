-- After a wrk run, prints its latency distribution as 1,000 quantiles (microseconds), so that the runs of one
-- call measured in slices can be pooled into one distribution (bench/run.ts).
done = function(summary, latency, requests)
  for i = 1, 1000 do
    local percent = (i - 0.5) / 10
    io.write(string.format("quantile %.2f %d\n", percent, latency:percentile(percent)))
  end
end
