# Homebrew formula for TimingLab on macOS, built from source with Xcode's Swift toolchain and the
# SDK's ncurses (on Linux, README's two commands with the distribution's packages are simpler).
# There is no release tarball yet, so it installs the head of a git
# repository: by default the clone this file sits in, or the one HOMEBREW_TIMINGLAB_REPO names
# (a path or a git URL; Homebrew passes only HOMEBREW_* variables through). README.md, "Install",
# gives the commands.
class Timinglab < Formula
  desc "See Core Animation timing (CAMediaTiming) exactly, in the terminal"
  head ENV.fetch("HOMEBREW_TIMINGLAB_REPO", "file://#{File.expand_path("..", __dir__)}"), using: :git

  depends_on xcode: ["16.3", :build] # Swift 6.1, the package's tools version
  depends_on :macos
  uses_from_macos "ncurses"

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "timinglab"
    bin.install ".build/release/timinglab"
  end

  test do
    assert_match "repeat-count", shell_output("#{bin}/timinglab list")
    # Apple's formula t = (tp - beginTime) * speed + timeOffset, half-way through a 2 s animation.
    output = shell_output("#{bin}/timinglab eval 'duration=2' --at 1")
    assert_match(/"progress": 0\.5,/, output)
    assert_match "timinglab", shell_output("#{bin}/timinglab --help")
  end
end
