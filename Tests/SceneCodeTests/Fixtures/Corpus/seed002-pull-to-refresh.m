// Seed 002: the pull-to-refresh group ("the animation being controlled") and starting it.
// The article shows the group's statements alone; here they sit in the -loadingAnimation method
// that the start-loading code calls.
- (CAAnimationGroup *)loadingAnimation {
CABasicAnimation *writeText = 
  [CABasicAnimation animationWithKeyPath:@"strokeEnd"];
writeText.fromValue = @0;
writeText.toValue = @1;

CABasicAnimation *move = 
  [CABasicAnimation animationWithKeyPath:@"position.y"];
move.byValue = @(-22);
move.toValue = @0;

CAAnimationGroup *group = [CAAnimationGroup animation];
group.duration = 1.0;
group.animations = @[writeText, move];
return group;
}

- (void)startLoading {
self.isLoading = YES;

// start the loading animation
[self.loadingShape addAnimation:[self loadingAnimation]
                         forKey:@"Write that word"];
}
