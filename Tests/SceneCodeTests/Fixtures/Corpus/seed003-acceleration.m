// Seed 003 ("Parametric acceleration curves in Core Animation"): the set-up, as the article gives it.
[CATransaction begin];
[CATransaction
setValue:[NSNumber numberWithFloat:2.5]
forKey:kCATransactionAnimationDuration];
AccelerationAnimation *animation =
[AccelerationAnimation
animationWithKeyPath:@"position.y"
startValue:[self originPoint].y
endValue:[self maxYPoint].y
evaluationObject:[currentConfiguration objectForKey:@"evaluator"]
interstitialSteps:INTERSTITIAL_STEPS];
[animation setDelegate:self];
[[acceleratedDot layer]
setValue:[NSNumber numberWithDouble:[self maxYPoint].y]
forKeyPath:@"position.y"];
[[acceleratedDot layer] addAnimation:animation forKey:@"position"];
[CATransaction commit];
