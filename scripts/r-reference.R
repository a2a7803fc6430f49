# Reference values from R's own Welch test, for test/stats: reads "group,binary,rate"
# rows, writes per group: n old/new, p-value, and CI half-widths at 0.05/0.01/0.001.
args <- commandArgs(trailingOnly = TRUE)
dat <- read.csv(args[1], colClasses = c("integer", "character", "numeric"))
out <- do.call(rbind, lapply(split(dat, dat$group), function(sub) {
  old <- sub$rate[sub$binary == "old"]
  new <- sub$rate[sub$binary == "new"]
  row <- data.frame(group = sub$group[1], n_old = length(old), n_new = length(new),
                    p = NA, hw05 = NA, hw01 = NA, hw001 = NA)
  if (length(old) > 1 && length(new) > 1) {
    half <- function(level) {
      ci <- t.test(new, old, var.equal = FALSE, conf.level = level)$conf.int
      (ci[2] - ci[1]) / 2
    }
    r <- tryCatch({
      w <- t.test(new, old, var.equal = FALSE)
      c(w$p.value, half(0.95), half(0.99), half(0.999))
    }, error = function(e) c(NA, NA, NA, NA))
    row$p <- r[1]; row$hw05 <- r[2]; row$hw01 <- r[3]; row$hw001 <- r[4]
  }
  row
}))
out$holm <- p.adjust(out$p, method = "holm")
write.csv(out, args[2], row.names = FALSE)
